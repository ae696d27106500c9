import type { ReactElement } from 'react';
import type { CardModule } from '../../lib/socialCards/socialCard.ts';
import type { ProductScreen, ScreenOf } from '../../schemas/productScreen.ts';
import { colour, tones, type Tone } from './colours.ts';
import { clipped, h, type Style } from './elements.ts';
import { icon } from './icon.ts';

/** The product window every screen sits in: its title bar, then its body. */
export function productWindow(title: string, module: CardModule, body: ReactElement[], style: Style = {}): ReactElement {
  const dot = (fill: string) => h('div', { width: 12, height: 12, borderRadius: 6, backgroundColor: fill });
  return h(
    'div',
    {
      flexDirection: 'column',
      width: 600,
      backgroundColor: colour.white,
      borderRadius: 18,
      overflow: 'hidden',
      boxShadow: '0 24px 60px rgba(3, 10, 30, 0.55)',
      ...style,
    },
    h(
      'div',
      {
        alignItems: 'center',
        gap: 14,
        padding: '16px 22px',
        backgroundColor: colour.slate50,
        borderBottom: `1px solid ${colour.slate200}`,
      },
      h('div', { gap: 7 }, dot('#f87171'), dot('#fbbf24'), dot('#4ade80')),
      icon(module.icon, 22, colour.blue600),
      clipped(title, { fontSize: 19, fontWeight: 600, color: colour.slate800, maxWidth: 440 }),
    ),
    h('div', { flexDirection: 'column', padding: '20px 56px 20px 22px', gap: 14 }, ...body),
  );
}

/** A row's name column, and the track right of it (the window's inner width less the name and the gap). */
const labelWidth = 150;
const track = 600 - 22 - 56 - labelWidth - 14;

const toneOf = (tone: Tone | undefined) => tones[tone ?? 'plain'];
const small = { fontSize: 15, color: colour.slate500, fontWeight: 600 };

/** The screen's large figures, at most three: what the module counts. */
function figures(screen: ProductScreen): ReactElement | undefined {
  const shown = (screen.figures ?? []).slice(0, 3);
  if (shown.length === 0) return undefined;
  return h(
    'div',
    { gap: 12 },
    ...shown.map((figure) =>
      h(
        'div',
        {
          flexDirection: 'column',
          // Each as wide as its words, the rest shared: a figure is the point, so it is never cut.
          flexGrow: 1,
          flexBasis: 'auto',
          minWidth: 0,
          overflow: 'hidden',
          gap: 4,
          padding: shown.length > 2 ? '12px 12px' : '12px 16px',
          borderRadius: 12,
          backgroundColor: colour.blue50,
        },
        clipped(figure.label, small),
        clipped(figure.value, {
          fontSize: shown.length > 2 ? 24 : 30,
          fontWeight: 700,
          color: figure.tone ? toneOf(figure.tone).ink : colour.blue800,
        }),
      ),
    ),
  );
}

/** A row: its name (and detail) on the left, its own drawing on the right. */
function row(label: string, detail: string | undefined, right: ReactElement | undefined): ReactElement {
  return h(
    'div',
    { alignItems: 'center', gap: 14, height: 44, borderBottom: `1px solid ${colour.slate100}` },
    h(
      'div',
      { flexDirection: 'column', width: labelWidth, flexShrink: 0 },
      clipped(label, { fontSize: 17, fontWeight: 600, color: colour.slate800 }),
      detail ? clipped(detail, { fontSize: 13, color: colour.slate500 }) : undefined,
    ),
    h('div', { flexGrow: 1, alignItems: 'center', justifyContent: 'flex-end', height: 44 }, right),
  );
}

const pill = (text: string, tone: Tone | undefined, style: Style = {}) =>
  h(
    'div',
    {
      alignItems: 'center',
      height: 30,
      padding: '0 10px',
      borderRadius: 8,
      overflow: 'hidden',
      backgroundColor: toneOf(tone).tint,
      ...style,
    },
    clipped(text, { fontSize: 14, fontWeight: 600, color: toneOf(tone).ink }),
  );
const value = (text: string, tone?: Tone) =>
  clipped(text, { fontSize: 17, fontWeight: 700, color: tone ? toneOf(tone).ink : colour.slate800 });

/** The Employee Portal's four weeks with each leave on its days, beside the requests (as LeaveCalendar.astro). */
function leaveMonth(screen: ScreenOf<'leave-calendar'>): ReactElement {
  const leaves = screen.rows.flatMap((request) => request.blocks);
  const leaveOn = (day: number) => leaves.find((leave) => day >= leave.start && day < leave.start + leave.span);
  const cell = (children: ReactElement, tone?: Tone | false) =>
    h(
      'div',
      {
        width: 34,
        height: 34,
        borderRadius: 8,
        alignItems: 'center',
        justifyContent: 'center',
        backgroundColor: tone ? toneOf(tone).tint : 'transparent',
      },
      children,
    );
  const weeks = Array.from({ length: 4 }, (_, week) => Array.from({ length: 7 }, (_, day) => week * 7 + day + 1));
  const month = h(
    'div',
    { flexDirection: 'column', gap: 4 },
    h('div', { gap: 4 }, ...screen.columns.slice(0, 7).map((weekday) => cell(clipped(weekday, { ...small, fontSize: 13 })))),
    ...weeks.map((days) =>
      h(
        'div',
        { gap: 4 },
        ...days.map((day) => {
          const leave = leaveOn(day);
          return cell(
            clipped(String(day), {
              fontSize: 14,
              fontWeight: leave ? 700 : 400,
              color: leave ? toneOf(leave.tone ?? 'plain').ink : colour.slate600,
            }),
            leave && (leave.tone ?? 'plain'),
          );
        }),
      ),
    ),
  );
  const requests = h(
    'div',
    { flexDirection: 'column', gap: 10, flexGrow: 1 },
    ...screen.rows
      .slice(0, 4)
      .map((request) =>
        h(
          'div',
          { flexDirection: 'column', padding: '8px 12px', borderRadius: 10, backgroundColor: toneOf(request.tone).tint },
          clipped(request.label, { fontSize: 16, fontWeight: 600, color: colour.slate800 }),
          request.detail ? clipped(request.detail, { fontSize: 13, color: toneOf(request.tone).ink }) : undefined,
        ),
      ),
  );
  return h('div', { gap: 18 }, month, requests);
}

/** The rows of each kind, as its own component draws them, simplified: at most five. */
function rows(screen: ProductScreen): ReactElement[] {
  switch (screen.kind) {
    case 'leave-calendar':
      return [leaveMonth(screen)];
    case 'tape-chart':
    case 'hall-calendar': {
      const columns = screen.columns.length;
      return screen.rows.slice(0, 5).map((item) => {
        const blocks = item.blocks.map((block) => {
          const start = Math.min(block.start - 1, columns - 1);
          const span = Math.min(block.span, columns - start);
          return pill(block.text, block.tone, {
            position: 'absolute',
            left: (start / columns) * track,
            width: (span / columns) * track - 24, // less its padding: satori adds padding to the width
            top: 7,
          });
        });
        return row(item.label, item.detail, h('div', { position: 'relative', width: track, height: 44 }, ...blocks));
      });
    }
    case 'ledger':
      return screen.rows
        .slice(0, 5)
        .map((item) =>
          row(
            item.label,
            item.detail,
            h(
              'div',
              { gap: 16 },
              ...item.cells.map((cell) => h('div', { width: 100, justifyContent: 'flex-end' }, value(cell, item.tone))),
            ),
          ),
        );
    case 'payslip':
      return screen.rows.slice(0, 5).map((item) => row(item.label, undefined, value(item.value, item.tone)));
    case 'purchase-order': {
      const steps = h(
        'div',
        { gap: 8 },
        ...screen.columns.map((step, index) =>
          pill(step, index < screen.step ? 'good' : 'muted', { flexGrow: 1, flexBasis: 0, justifyContent: 'center' }),
        ),
      );
      return [steps, ...screen.rows.slice(0, 4).map((item) => row(item.label, item.detail, item.value ? value(item.value) : undefined))];
    }
    case 'stock-levels':
      return screen.rows.slice(0, 5).map((item) =>
        row(
          item.label,
          undefined,
          h(
            'div',
            { alignItems: 'center', gap: 14 },
            h(
              'div',
              { position: 'relative', width: 220, height: 12, borderRadius: 6, backgroundColor: colour.slate100 },
              h('div', {
                width: (220 * item.level) / 100,
                height: 12,
                borderRadius: 6,
                backgroundColor: toneOf(item.tone ?? 'plain').ink,
              }),
              item.mark === undefined
                ? undefined
                : h('div', {
                    position: 'absolute',
                    left: (220 * item.mark) / 100,
                    top: -4,
                    width: 2,
                    height: 20,
                    backgroundColor: colour.slate600,
                  }),
            ),
            item.value ? h('div', { width: 90, justifyContent: 'flex-end' }, value(item.value, item.tone)) : undefined,
          ),
        ),
      );
    case 'floor-plan':
    case 'recipe-card':
    case 'member-card':
      return screen.rows.slice(0, 5).map((item) => row(item.label, item.detail, item.value ? pill(item.value, item.tone) : undefined));
  }
}

/** A module's screen, drawn from its own words and figures: its figures, then its rows. */
export function screenPicture(screen: ProductScreen, module: CardModule, style: Style = {}): ReactElement {
  const head = 'columns' in screen && screen.kind !== 'purchase-order' && screen.kind !== 'leave-calendar' ? screen.columns : undefined;
  const columnRow =
    head && screen.kind !== 'ledger'
      ? h(
          'div',
          { paddingLeft: labelWidth + 14, width: labelWidth + 14 + track },
          ...head.map((name) => h('div', { width: track / head.length, overflow: 'hidden' }, clipped(name, { ...small, fontSize: 13 }))),
        )
      : head
        ? h(
            'div',
            { justifyContent: 'flex-end', gap: 16 },
            ...head.map((name) => h('div', { width: 100, justifyContent: 'flex-end' }, clipped(name, small))),
          )
        : undefined;
  return productWindow(
    screen.title,
    module,
    [figures(screen), columnRow, ...rows(screen)].filter((part): part is ReactElement => part !== undefined),
    style,
  );
}
