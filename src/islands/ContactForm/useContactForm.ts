import { useEffect, useLayoutEffect, useReducer, useRef, useState, type SubmitEvent } from 'react';
import { initialFormState, type FormEvent } from '../../lib/contact/formMachine';
import { formOutbox, reduceOutbox } from '../../lib/contact/formOutbox';
import { formSettings, type FormSettingsInput } from '../../lib/contact/formSettings';
import { runFormEffect } from './formEffects';
import { formPage } from './formPage';
import { submittedEvent, watchWorld, wokeEvent } from './formWorld';

interface Options extends FormSettingsInput {
  endpoint: string;
  /** The event by which the page says where the lead came from (src/browser/leadSource/pageSource.ts). */
  sourceEvent: string;
}

/**
 * The contact form's machine (src/lib/contact/formMachine.ts) in React: its state in one reducer,
 * its effects run in one place (formEffects.ts), the page's news dispatched from one other
 * (formWorld.ts). The island renders the state and dispatches what the visitor does.
 */
export function useContactForm({ endpoint, sourceEvent, ...settings }: Options) {
  const [{ state, effects }, dispatch] = useReducer(reduceOutbox, settings, (input) => formOutbox(initialFormState(formSettings(input))));
  const formRef = useRef<HTMLFormElement>(null);
  // This page among the site's tabs, kept only in memory (formPage.ts).
  const [page] = useState(formPage);
  // The last effect run: React may draw the same outbox again before it has heard they ran.
  const ran = useRef(0);

  // In the commit that draws the state the effects belong to: focus lands on what is shown, and
  // the storage is as the visitor sees the form (the mark cleared by the time the thanks shows).
  useLayoutEffect(() => {
    const fresh = effects.filter(({ id }) => id > ran.current);
    const last = fresh.at(-1);
    if (last === undefined) return;
    ran.current = last.id;
    for (const { effect } of fresh) runFormEffect(effect, { endpoint, sourceEvent, dispatch, page });
    dispatch({ type: 'effectsRan', through: last.id });
  }, [effects, endpoint, sourceEvent, page]);

  // Once, on hydration: the machine adopts what the boxes show, then hears what the page says.
  useEffect(() => {
    const form = formRef.current;
    if (form === null) return undefined;
    dispatch(wokeEvent(form, page));
    return watchWorld(form, dispatch, page);
  }, [page]);

  const submit = (event: SubmitEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const form = event.currentTarget;
    // A click client:interaction replays as hydration starts can come before hydration's effect.
    const woke = state.phase.name === 'dormant' ? wokeEvent(form, page) : undefined;
    if (woke) dispatch(woke);
    dispatch(submittedEvent(form, woke ? woke.submissionId : state.submissionId));
  };

  // The island dispatches what the visitor does; only the runner above says which effects ran.
  const dispatchEvent: (event: FormEvent) => void = dispatch;
  return { state, dispatch: dispatchEvent, submit, formRef };
}
