import { ui } from '../../test/siteContent';
import { describe, expect, it } from 'vitest';
import { testSettings as settings, validEntry } from '../../test/contactForm';
import { fillTemplate } from '../fillTemplate';
import { emptyForm } from './fields';
import { initialFormState, type FormState, type Phase } from './formMachine';
import { errorsOf, outcomeOf } from './formView';

const { field: fieldMessages, outcome: said } = ui.contactMessages;
const T0 = new Date(2026, 10, 26, 12, 0).getTime();
const sent = { at: T0, toldAt: T0 + 60_000, email: 'asha@lakeview.example' };
const state = (changes: Partial<FormState>): FormState => ({ ...initialFormState(settings), phase: { name: 'editing' }, ...changes });
const answered = (outcome: Extract<Phase, { name: 'answered' }>['outcome']): Phase => ({ name: 'answered', outcome, sent });

describe('errorsOf', () => {
  it('shows only entry problems before the first Submit, and every rule after it', () => {
    const entry = { ...emptyForm, name: 'x'.repeat(101) };
    expect(Object.keys(errorsOf(state({ entry })))).toEqual(['name']);
    expect(Object.keys(errorsOf(state({ entry, attempted: true })))).toContain('companyName');
  });

  it('shows what the endpoint refused beside its field, unless a rule already speaks there', () => {
    const errors = errorsOf(state({ entry: { ...emptyForm, name: 'Asha' }, refused: { email: 'No mail here.' } }));
    expect(errors.email).toBe(fillTemplate(fieldMessages.refusedByEndpoint, { reason: 'No mail here.' }));
    expect(errorsOf(state({ attempted: true, refused: { email: 'No mail here.' } })).email).toBe(fieldMessages.emailMissing);
  });
});

describe('outcomeOf', () => {
  it('says nothing until there is an outcome', () => {
    expect(outcomeOf(state({}), {})).toEqual({ status: '', notice: false, alert: '', reachUs: false });
  });

  it('thanks on success, and alerts on a failure with another way to reach us', () => {
    expect(outcomeOf(state({ phase: answered('success') }), {})).toMatchObject({ status: said.success, alert: '', reachUs: false });
    expect(outcomeOf(state({ phase: answered('failed') }), {})).toMatchObject({ status: '', alert: said.failed, reachUs: true });
    expect(outcomeOf(state({ phase: answered('error') }), {})).toMatchObject({ alert: said.error, reachUs: true });
  });

  it('names the fields the endpoint refused', () => {
    const view = outcomeOf(state({ phase: answered('refused') }), { email: 'x', name: 'y' });
    expect(view.alert).toBe(fillTemplate(said.refused, { fields: `${ui.contactForm.name} and ${ui.contactForm.email}` }));
  });

  const labels = ui.contactForm;
  it.each([
    [{ phone: 'Not a mobile.' }, labels.phoneNumberName],
    [{ phoneCode: 'Not served.' }, labels.phoneCodeName],
    [{ country: 'Not served.' }, labels.country],
    [{ requirement: 'Unknown.' }, labels.requirement],
    [{ email: 'No mail here.', phone: 'Not a mobile.' }, `${labels.email} and ${labels.phoneNumberName}`],
  ])('names every field the endpoint refused, in the order of the boxes: %o', (refused, fields) => {
    const refusedState = state({ phase: answered('refused'), refused, attempted: true, entry: validEntry });
    expect(outcomeOf(refusedState, errorsOf(refusedState)).alert).toBe(fillTemplate(said.refused, { fields }));
  });

  it('calls a request without an answer possibly arrived, says when it went out, and offers another way', () => {
    const view = outcomeOf(state({ phase: answered('unanswered') }), {});
    expect(view).toMatchObject({ notice: true, alert: '', reachUs: true });
    expect(view.status).toBe(
      fillTemplate(said.unanswered, {
        seconds: '20',
        time: new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(T0),
        email: sent.email,
      }),
    );
  });

  it('tells a tab that another sent its draft, without offering another way', () => {
    expect(outcomeOf(state({ phase: answered('sentElsewhere') }), {})).toMatchObject({ notice: true, reachUs: false });
  });
});
