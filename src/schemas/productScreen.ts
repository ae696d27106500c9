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

const row = z.object({
  label: z.string().min(1).max(28).describe('The row’s name: a room, a time, an account, a table, an item, a person.'),
  detail: z.string().max(28).optional().describe('A second, smaller word or two, e.g. "Deluxe" or "4 seats".'),
  value: z.string().max(16).optional().describe('A figure at the row’s end, e.g. "₹ 12,400" or "18 kg".'),
  cells: z
    .array(z.string().max(16))
    .max(4)
    .optional()
    .describe('Figures in the middle columns, e.g. the debit and the credit of a ledger line.'),
  level: z
    .number()
    .int()
    .min(0)
    .max(100)
    .optional()
    .describe('A bar’s length in per cent, e.g. the stock on hand against the shelf’s capacity.'),
  mark: z.number().int().min(0).max(100).optional().describe('A line across that bar in per cent, e.g. the reorder point.'),
  tone: tone.optional(),
  blocks: z.array(block).max(4).optional().describe('Bookings, events or leaves on this row, placed by column.'),
});

/**
 * What a module's hero picture shows: the module's main screen, drawn from these words and figures.
 * Decorative (the page says it all in words), so keep it plausible and short rather than complete.
 */
export const productScreen = z
  .object({
    kind: z.enum(screenKinds).describe('Which screen to draw. Each module has its own; two modules never share one.'),
    title: z.string().min(1).max(40).describe('The screen’s title bar, e.g. "Tape chart · 12–18 May".'),
    columns: z
      .array(z.string().min(1).max(14))
      .max(8)
      .optional()
      .describe('Column headings where the screen has columns: nights, halls, approval steps, weekdays.'),
    step: z
      .number()
      .int()
      .min(0)
      .max(8)
      .optional()
      .describe('How many of the columns are done, for a screen that moves through steps (an order’s approvals).'),
    rows: z.array(row).min(1).max(8).describe('The screen’s lines: rooms, time slots, ledger entries, tables, items, members.'),
    figures: z
      .array(z.object({ label: z.string().min(1).max(24), value: z.string().min(1).max(14), tone: tone.optional() }))
      .max(4)
      .optional()
      .describe('Up to four totals or facts shown large, e.g. "Occupancy 86 %".'),
  })
  .describe("The module's main screen, drawn as its hero picture (and, in part, beside each benefit).");

export type ProductScreen = z.output<typeof productScreen>;
export type ScreenRow = ProductScreen['rows'][number];

/** The figure a benefit's picture shows beside its part of the screen: what the benefit changes. */
export const benefitProof = z
  .object({
    label: z.string().min(1).max(32).describe('What the figure counts, e.g. "Double bookings this month".'),
    value: z.string().min(1).max(12).describe('The figure now, e.g. "0" or "4 min".'),
    was: z.string().max(12).optional().describe('The figure before, shown struck through, e.g. "7" or "11 min".'),
  })
  .describe("The figure in the benefit's picture: a plausible before and after, short.");
