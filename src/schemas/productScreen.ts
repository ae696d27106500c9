import { z } from 'astro/zod';

/** The kinds of module screen the site can draw; each is drawn by its own component (src/components/art/screens). */
export const screenKinds = [
  'tape-chart',
  'hall-calendar',
  'ledger',
  'payslip',
  'purchase-order',
  'floor-plan',
  'stock-levels',
  'recipe-card',
  'member-card',
  'leave-calendar',
] as const;

const tone = z
  .enum(['good', 'warn', 'alert', 'muted'])
  .describe('Colour: good (green, done or paid), warn (amber, waiting), alert (red, overdue or low), muted (grey, free or closed).');

/** A coloured block placed across the screen's columns: a booking, an event, a leave. */
const block = z.object({
  text: z.string().min(1).max(24).describe('What the block says, short: a guest, an event, a reason.'),
  detail: z.string().max(24).optional().describe('A second, smaller line, e.g. "220 guests".'),
  start: z.number().int().min(1).max(31).describe('The column (or day of the month) it starts in, counting from 1.'),
  span: z.number().int().min(1).max(14).default(1).describe('How many columns (or days) it covers.'),
  tone: tone.optional(),
});

/** A line of a screen: a room, a time slot, an account, a table, an item, a person. */
const label = z.string().min(1).max(28).describe('The row’s name: a room, a time, an account, a table, an item, a person.');
const detail = z.string().max(28).optional().describe('A second, smaller word or two, e.g. "Deluxe" or "4 seats".');
const value = z.string().max(16).describe('A figure at the row’s end, e.g. "₹ 12,400" or "18 kg".');

/** Column headings, for a screen laid out in columns. */
const columns = (what: string) => z.array(z.string().min(1).max(14)).min(1).max(8).describe(`Column headings: ${what}.`);
/** The screen's lines, at most eight. */
const rows = <Row extends z.ZodType>(row: Row, what: string) => z.array(row).min(1).max(8).describe(`The screen’s lines: ${what}.`);

/** What every kind of screen has: the kind (which component draws it) and a title bar… */
const screen = <Kind extends (typeof screenKinds)[number]>(kind: Kind) => ({
  kind: z.literal(kind),
  title: z.string().min(1).max(40).describe('The screen’s title bar, e.g. "Tape chart · 11–17 May".'),
});
/** …and, after its own fields, big figures. */
const figures = z
  .array(z.object({ label: z.string().min(1).max(24), value: z.string().min(1).max(14), tone: tone.optional() }))
  .max(4)
  .optional()
  .describe('Up to four totals or facts shown large, e.g. "Occupancy 86 %".');

/** A calendar: rows (rooms, time slots, people) across columns (nights, halls, days), with blocks placed on them. */
const calendar = <Kind extends 'tape-chart' | 'hall-calendar' | 'leave-calendar'>(kind: Kind, across: string, down: string) =>
  z.object({
    ...screen(kind),
    columns: columns(across),
    rows: rows(
      z.object({
        label,
        detail,
        tone: tone.optional(),
        blocks: z.array(block).max(4).default([]).describe('Bookings, events or leaves on this row, placed by column.'),
      }),
      down,
    ),
    figures,
  });

/** A list of lines, each with a figure at its end where it has one. */
const lines = <Kind extends 'recipe-card' | 'member-card' | 'floor-plan'>(kind: Kind, what: string) =>
  z.object({ ...screen(kind), rows: rows(z.object({ label, detail, value: value.optional(), tone: tone.optional() }), what), figures });

/**
 * What a module's hero picture shows: the module's main screen, drawn from these words and figures
 * by the component for its kind (src/components/art/screens); each kind has its own fields.
 * Decorative (the page says it all in words), so keep it plausible and short rather than complete.
 */
export const productScreen = z
  .discriminatedUnion('kind', [
    calendar('tape-chart', 'the nights', 'the rooms'),
    calendar('hall-calendar', 'the halls', 'the time slots'),
    calendar('leave-calendar', 'the days', 'the people'),
    z.object({
      ...screen('ledger'),
      columns: columns('what each figure is, e.g. Debit and Credit'),
      rows: rows(
        z.object({
          label,
          detail,
          cells: z
            .array(z.string().max(16))
            .max(4)
            .describe('Figures in the middle columns, e.g. the debit and the credit of a ledger line.'),
          tone: tone.optional(),
        }),
        'the ledger’s entries',
      ),
      figures,
    }),
    z.object({ ...screen('payslip'), rows: rows(z.object({ label, value, tone: tone.optional() }), 'earnings and deductions'), figures }),
    z.object({
      ...screen('purchase-order'),
      columns: columns('the approval steps'),
      step: z.number().int().min(0).max(8).describe('How many of the steps are done.'),
      rows: rows(z.object({ label, detail, value: value.optional() }), 'the items ordered'),
      figures,
    }),
    z.object({
      ...screen('stock-levels'),
      rows: rows(
        z.object({
          label,
          value: value.optional(),
          level: z.number().int().min(0).max(100).describe('The bar’s length in per cent: the stock on hand against the shelf’s capacity.'),
          mark: z.number().int().min(0).max(100).optional().describe('A line across the bar in per cent: the reorder point.'),
          tone: tone.optional(),
        }),
        'the items in stock',
      ),
      figures,
    }),
    lines('floor-plan', 'the tables'),
    lines('recipe-card', 'the ingredients'),
    lines('member-card', 'the member’s facts'),
  ])
  .describe("The module's main screen, drawn as its hero picture (and, in part, beside each benefit).");

export type ProductScreen = z.output<typeof productScreen>;
/** The screen of one kind, as its component draws it. */
export type ScreenOf<Kind extends ProductScreen['kind']> = Extract<ProductScreen, { kind: Kind }>;

/** The figure a benefit's picture shows beside its part of the screen: what the benefit changes. */
export const benefitProof = z
  .object({
    label: z.string().min(1).max(32).describe('What the figure counts, e.g. "Double bookings this month".'),
    value: z.string().min(1).max(12).describe('The figure now, e.g. "0" or "4 min".'),
    was: z.string().max(12).optional().describe('The figure before, shown struck through, e.g. "7" or "11 min".'),
  })
  .describe("The figure in the benefit's picture: a plausible before and after, short.");
