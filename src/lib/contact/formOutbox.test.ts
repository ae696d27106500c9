import { describe, expect, it } from 'vitest';
import { testSettings as settings } from '../../test/contactForm';
import { initialFormState, type FormEvent } from './formMachine';
import { formOutbox, reduceOutbox } from './formOutbox';

const woke: FormEvent = {
  type: 'woke',
  typedBeforeHydration: { name: 'Asha' },
  draft: {},
  pendingSince: undefined,
  navigationType: undefined,
  inNumberBox: false,
  submissionId: 'entry-1',
  record: undefined,
  now: 0,
};

describe('the form outbox', () => {
  it('numbers the effects of each step and keeps them until they have run', () => {
    const awake = reduceOutbox(formOutbox(initialFormState(settings)), woke);
    expect(awake.effects.map(({ id, effect }) => [id, effect.type])).toEqual([
      [1, 'loadPhoneRules'],
      [2, 'keepDraft'],
    ]);
    const edited = reduceOutbox(awake, { type: 'edited', field: 'name', value: 'Asha Rao' });
    expect(edited.effects.map(({ id }) => id)).toEqual([1, 2, 3]);
    expect(reduceOutbox(edited, { type: 'effectsRan', through: 2 }).effects.map(({ id }) => id)).toEqual([3]);
  });

  it('gives the same outbox back for an event without a transition, and the same result however often it is computed', () => {
    const awake = reduceOutbox(formOutbox(initialFormState(settings)), woke);
    expect(reduceOutbox(awake, woke)).toBe(awake);
    const edit: FormEvent = { type: 'edited', field: 'name', value: 'A' };
    expect(reduceOutbox(awake, edit)).toEqual(reduceOutbox(awake, edit));
  });
});
