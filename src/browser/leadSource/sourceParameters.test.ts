import { describe, expect, it } from 'vitest';
import { SOURCE_PARAMETERS, sourceParameters, type SourceInput } from './sourceParameters';
import { noteVisit } from './visit';

const site = 'https://www.example.com';
const formUrl = `${site}/form`;

/** A visit that landed on /room-booking from Google with a campaign, then read /payroll. */
function visitToPayroll(clickIds = false) {
  const landed = noteVisit(
    undefined,
    {
      url: `${site}/room-booking?utm_source=google&utm_campaign=pms-india&gclid=xyz`,
      referrer: 'https://www.google.com/search?q=pms',
      now: 10_000,
    },
    clickIds,
  );
  const read = noteVisit(landed, { url: `${site}/payroll`, referrer: `${site}/room-booking`, now: 20_000 }, clickIds);
  return noteVisit(read, { url: formUrl, referrer: `${site}/payroll`, now: 30_000 }, clickIds);
}

const input = (overrides: Partial<SourceInput>): SourceInput => ({
  formUrl,
  referrer: `${site}/payroll`,
  visit: visitToPayroll(),
  notFollowed: false,
  clickIds: false,
  now: 72_400,
  ...overrides,
});

describe('sourceParameters', () => {
  it('names the form, the page it was opened from, the first page, the outside host, the campaign and the seconds', () => {
    expect(sourceParameters(input({}))).toEqual([
      ['form_page', '/form'],
      ['from_page', '/payroll'],
      ['landing_page', '/room-booking'],
      ['referrer_host', 'www.google.com'],
      ['utm_source', 'google'],
      ['utm_campaign', 'pms-india'],
      ['visit_seconds', '62'],
    ]);
  });

  it('sends a click id only when the settings keep it', () => {
    const names = sourceParameters(input({ visit: visitToPayroll(true), clickIds: true })).map(([name]) => name);
    expect(names).toContain('gclid');
    expect(sourceParameters(input({})).map(([name]) => name)).not.toContain('gclid');
  });

  it('sends only the form page under Global Privacy Control or Do Not Track', () => {
    expect(sourceParameters(input({ notFollowed: true }))).toEqual([[SOURCE_PARAMETERS.formPage, '/form']]);
  });

  it('takes the last page read when the form was reloaded or opened without a referrer', () => {
    expect(sourceParameters(input({ referrer: `${site}/form` }))).toContainEqual(['from_page', '/payroll']);
    expect(sourceParameters(input({ referrer: '' }))).toContainEqual(['from_page', '/payroll']);
  });

  it('without the visit remembered (site.config.ts), says only what the form page itself knows', () => {
    expect(
      sourceParameters(
        input({ visit: undefined, formUrl: `${formUrl}?utm_source=newsletter&secret=1`, referrer: 'https://mail.example/inbox/42' }),
      ),
    ).toEqual([
      ['form_page', '/form'],
      ['referrer_host', 'mail.example'],
      ['utm_source', 'newsletter'],
    ]);
    expect(sourceParameters(input({ visit: undefined }))).toEqual([
      ['form_page', '/form'],
      ['from_page', '/payroll'],
    ]);
  });

  it('keeps every value short and printable, and the form page without its query', () => {
    for (const [, value] of sourceParameters(input({ formUrl: `${formUrl}?utm_source=${'a'.repeat(300)}%00#x`, visit: undefined }))) {
      expect(value.length).toBeLessThanOrEqual(100);
      expect(value).toMatch(/^[^\p{C}]+$/u);
    }
  });
});
