/**
 * The form machine (formMachine.ts) as React's useReducer holds it: the state, and the effects its
 * steps asked for, numbered, until the island has run them. React may compute a reducer more than
 * once for one event (it rebases updates of different priority), so the effects are data in the
 * state, never run by the reducer; the numbers let the island run each exactly once.
 */
import { reduce, type FormEffect, type FormEvent, type FormState } from './formMachine';

export interface QueuedEffect {
  /** Counts up from 1 over the life of the form. */
  id: number;
  effect: FormEffect;
}

export interface FormOutbox {
  state: FormState;
  /** The effects not yet known to have run, oldest first. */
  effects: readonly QueuedEffect[];
  /** The id the next effect will get. */
  nextId: number;
}

/** The island ran every effect up to this id. */
export interface EffectsRan {
  type: 'effectsRan';
  through: number;
}

export function formOutbox(state: FormState): FormOutbox {
  return { state, effects: [], nextId: 1 };
}

/** useReducer's reducer: a form event goes through the machine; `effectsRan` empties the outbox up to the effects run. */
export function reduceOutbox(outbox: FormOutbox, action: FormEvent | EffectsRan): FormOutbox {
  if (action.type === 'effectsRan') return { ...outbox, effects: outbox.effects.filter(({ id }) => id > action.through) };
  const { state, effects } = reduce(outbox.state, action);
  if (state === outbox.state && effects.length === 0) return outbox;
  const queued = effects.map((effect, index) => ({ id: outbox.nextId + index, effect }));
  return { state, effects: [...outbox.effects, ...queued], nextId: outbox.nextId + effects.length };
}
