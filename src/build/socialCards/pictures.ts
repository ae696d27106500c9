import type { ReactElement } from 'react';
import type { CardModule, CardPicture } from '../../lib/socialCards/socialCard.ts';
import { colour } from './colours.ts';
import { clipped, h, line } from './elements.ts';
import { column } from './layout.ts';
import { icon, svgPicture } from './icon.ts';
import { productWindow, screenPicture } from './screen.ts';

/** The picture area: from the words' column to the card's right edge, 580 × 630. */
const area = { width: 580, height: 630 } as const;
const glass = { backgroundColor: 'rgba(255, 255, 255, 0.07)', border: '1px solid rgba(255, 255, 255, 0.14)', borderRadius: 16 };

/** A window set into the area, running off its right and bottom edges as a product shot does. */
const placed = (window: ReactElement, top = 84): ReactElement => h('div', { position: 'absolute', left: 20, top }, window);

/** A suite's other modules, as chips under its lead module's screen. */
function chips(modules: CardModule[]): ReactElement {
  const shown = modules.slice(0, 4);
  const more = modules.length - shown.length;
  const chip = (children: ReactElement[]) =>
    h('div', { alignItems: 'center', gap: 8, padding: '8px 14px', ...glass, borderRadius: 999 }, ...children);
  return h(
    'div',
    { position: 'absolute', left: 24, top: 488, width: 540, flexWrap: 'wrap', gap: 10 },
    ...shown.map((module) =>
      chip([icon(module.icon, 18, colour.blue200), line(module.name, { fontSize: 17, fontWeight: 600, color: colour.white })]),
    ),
    more > 0 ? chip([line(`+${more}`, { fontSize: 17, fontWeight: 600, color: colour.blue200 })]) : undefined,
  );
}

/** Result figures as a case study leads with them: large, each with what it measures. */
function results(items: { figure: string; label: string }[]): ReactElement {
  return h(
    'div',
    { position: 'absolute', left: 24, top: 64, width: 516, height: 502, flexDirection: 'column', gap: 16 },
    ...items.map((item) =>
      h(
        'div',
        { flexGrow: 1, flexBasis: 0, flexDirection: 'column', justifyContent: 'center', gap: 6, padding: '0 28px', ...glass },
        line(item.figure, {
          fontFamily: 'Inter Display',
          fontSize: items.length > 3 ? 44 : 54,
          fontWeight: 700,
          color: colour.white,
          lineHeight: 1,
        }),
        clipped(item.label, { fontSize: 20, color: colour.blue200 }),
      ),
    ),
  );
}

/** Every module, as the home page's grid names them: rows of two tiles. */
function moduleGrid(modules: CardModule[]): ReactElement {
  const rows = Array.from({ length: Math.ceil(modules.length / 2) }, (_, index) => modules.slice(index * 2, index * 2 + 2));
  const tile = Math.min(84, (502 - 12 * (rows.length - 1)) / rows.length);
  const tileOf = (module: CardModule) =>
    h(
      'div',
      { width: 222, flexShrink: 0, height: tile, alignItems: 'center', gap: 12, padding: '0 14px', ...glass },
      h(
        'div',
        {
          width: 44,
          height: 44,
          flexShrink: 0,
          borderRadius: 10,
          backgroundColor: colour.blue600,
          alignItems: 'center',
          justifyContent: 'center',
        },
        icon(module.icon, 24, colour.white),
      ),
      h(
        'div',
        { flexDirection: 'column', width: 160 },
        ...(module.lines ?? [module.name]).map((words) =>
          clipped(words, { fontSize: 18, fontWeight: 600, color: colour.white, lineHeight: 1.25 }),
        ),
      ),
    );
  return h(
    'div',
    { position: 'absolute', left: 24, top: 64, width: 516, flexDirection: 'column', gap: 12 },
    ...rows.map((pair) => h('div', { gap: 12 }, ...pair.map(tileOf))),
  );
}

/** A module without a screen: its window, with its first features ticked. */
function features(module: CardModule, items: CardModule[]): ReactElement {
  const rows = items.map((item) =>
    h(
      'div',
      { alignItems: 'center', gap: 14, height: 56, borderBottom: `1px solid ${colour.slate100}` },
      h(
        'div',
        { width: 40, height: 40, borderRadius: 10, backgroundColor: colour.blue50, alignItems: 'center', justifyContent: 'center' },
        icon(item.icon, 22, colour.blue600),
      ),
      clipped(item.name, { fontSize: 19, fontWeight: 600, color: colour.slate800, flexGrow: 1 }),
      icon('check', 22, '#15803d'),
    ),
  );
  return placed(productWindow(module.name, module, rows));
}

/** The brand alone: the logo mark, large, in rings of the brand's blue. */
function brandMark(logo: string): ReactElement {
  const ring = (size: number, alpha: number) =>
    h('div', {
      position: 'absolute',
      left: 290 - size / 2,
      top: 315 - size / 2,
      width: size,
      height: size,
      borderRadius: size / 2,
      border: `2px solid rgba(143, 184, 247, ${alpha})`,
    });
  return h(
    'div',
    { position: 'relative', width: area.width, height: area.height },
    ring(560, 0.1),
    ring(420, 0.16),
    ring(290, 0.24),
    svgPicture(logo, 180, { position: 'absolute', left: 200, top: 225, borderRadius: 40, boxShadow: '0 24px 60px rgba(3, 10, 30, 0.55)' }),
  );
}

/**
 * Where an uploaded screenshot or photo goes, on the card: sharp lays its pixels there after the
 * card is drawn, unscaled, so none of its detail is resampled (which costs bytes) and none is lost.
 */
export const uploadBox = { left: column.pictureLeft + 24, top: 96, width: 516, height: 438, radius: 18 } as const;

/** The frame an uploaded picture is laid into: its shadow, on the brand's blue while it loads nothing. */
function uploadFrame(): ReactElement {
  const { left, top, width, height, radius } = uploadBox;
  return h('div', {
    position: 'absolute',
    left: left - column.pictureLeft,
    top,
    width,
    height,
    borderRadius: radius,
    backgroundColor: colour.blue800,
    boxShadow: '0 24px 60px rgba(3, 10, 30, 0.55)',
  });
}

/** The picture half of a card; an uploaded picture's pixels are laid in its frame after (render.ts). */
export function pictureElement(picture: CardPicture, logo: string): ReactElement {
  switch (picture.kind) {
    case 'image':
      return uploadFrame();
    case 'screen':
      return h(
        'div',
        { position: 'relative', width: area.width, height: area.height },
        picture.chips.length > 0
          ? placed(screenPicture(picture.screen, picture.module, { height: 404 }), 64)
          : placed(screenPicture(picture.screen, picture.module)),
        picture.chips.length > 0 ? chips(picture.chips) : undefined,
      );
    case 'features':
      return features(picture.module, picture.features);
    case 'results':
      return results(picture.results);
    case 'modules':
      return moduleGrid(picture.modules);
    case 'brand':
      return brandMark(logo);
  }
}
