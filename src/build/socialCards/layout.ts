import type { ReactElement } from 'react';
import { cardSize, type SocialCard } from '../../lib/socialCards/socialCard.ts';
import { colour } from './colours.ts';
import { h, line } from './elements.ts';
import { fitText, type FitRule, type Fitted } from './fitText.ts';
import type { Measure } from './font.ts';
import { icon, svgPicture } from './icon.ts';

/** The card's size, and its margin on the left. */
const card = { ...cardSize, margin: 64 } as const;
/** The words' column: the picture takes the rest, from `pictureLeft` to the right edge. */
export const column = { width: 500, pictureLeft: 620 } as const;

/** The title: as large as 60 px (30 px at a feed's half size), down to 32 px, in at most four lines. */
export const titleRule: FitRule = {
  width: column.width,
  maxLines: 4,
  sizes: [60, 56, 52, 48, 44, 40, 36, 32],
  lineHeight: 1.1,
  maxHeight: 200,
  balance: true,
};
/** The line under it, 24 px (12 px in a feed) down to 20 px; only words far longer than any language's (160 M's) go smaller. */
export const lineRule: FitRule = { width: column.width, maxLines: 6, sizes: [24, 22, 20, 18, 16], lineHeight: 1.4, maxHeight: 136 };

/** The title and the line under it, laid out: what the card draws, and what a test checks. */
export function cardText(words: Pick<SocialCard, 'title' | 'line'>, measure: Measure): { title: Fitted; line: Fitted } {
  return {
    title: fitText(words.title, titleRule, (text, size) => measure(text, 'display', 700, size)),
    line: fitText(words.line, lineRule, (text, size) => measure(text, 'text', 400, size)),
  };
}

export interface Brand {
  name: string;
  /** The logo mark, an SVG file's text. */
  logo: string;
  /** The site's host, written at the foot: "www.example.com". */
  host: string;
}

const lines = (fitted: Fitted, style: Record<string, string | number>): ReactElement =>
  h(
    'div',
    { flexDirection: 'column' },
    ...fitted.lines.map((text) => line(text, { fontSize: fitted.size, lineHeight: style.lineHeight ?? 1, ...style })),
  );

/** The whole card: its words on the left, its picture on the right, on the brand's dark blue. */
export function cardElement(socialCard: SocialCard, brand: Brand, picture: ReactElement, measure: Measure): ReactElement {
  const text = cardText(socialCard, measure);
  const { kicker } = socialCard;
  return h(
    'div',
    {
      position: 'relative',
      width: card.width,
      height: card.height,
      fontFamily: 'Inter',
      overflow: 'hidden',
      backgroundColor: colour.blue900,
      backgroundImage: `radial-gradient(circle at 85% 15%, ${colour.blue700} 0%, ${colour.blue900} 55%, ${colour.blue950} 100%)`,
    },
    h(
      'div',
      { position: 'absolute', left: column.pictureLeft, top: 0, width: card.width - column.pictureLeft, height: card.height },
      picture,
    ),
    h(
      'div',
      {
        position: 'absolute',
        left: card.margin,
        top: 52,
        bottom: 52,
        width: column.width,
        flexDirection: 'column',
        justifyContent: 'space-between',
      },
      h(
        'div',
        { alignItems: 'center', gap: 14 },
        svgPicture(brand.logo, 44),
        line(brand.name, { fontSize: 24, fontWeight: 600, color: colour.white }),
      ),
      h(
        'div',
        { flexDirection: 'column', gap: 20 },
        kicker
          ? h(
              'div',
              { alignItems: 'center', gap: 10 },
              kicker.icon ? icon(kicker.icon, 24, colour.blue300) : undefined,
              line(kicker.text, { fontSize: 22, fontWeight: 600, color: colour.blue300 }),
            )
          : undefined,
        lines(text.title, { fontFamily: 'Inter Display', fontWeight: 700, color: colour.white, lineHeight: titleRule.lineHeight }),
        lines(text.line, { fontWeight: 400, color: colour.blue200, lineHeight: lineRule.lineHeight }),
      ),
      line(brand.host, { fontSize: 20, fontWeight: 600, color: colour.blue300 }),
    ),
  );
}
