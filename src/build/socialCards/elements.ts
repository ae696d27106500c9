import type { ReactElement } from 'react';

/** The CSS satori understands, as its style prop takes it. */
export type Style = Record<string, string | number>;
type Child = ReactElement | string | false | undefined | Child[];

/** A satori element (what JSX would make), without JSX: a build script has no React renderer. */
export function h(type: string, style: Style, ...children: Child[]): ReactElement {
  const kids = children.flat(Infinity as 1).filter((child): child is ReactElement | string => child !== false && child !== undefined);
  return { type, key: null, props: { style: { display: 'flex', ...style }, children: kids } };
}

/** A picture from a data: URL, at its drawn size. */
export function img(src: string, width: number, height: number, style: Style = {}): ReactElement {
  return { type: 'img', key: null, props: { src, width, height, style: { width, height, ...style } } };
}

/** One line of text that never wraps again: the card's layout (fitText) placed its breaks. */
export const line = (text: string, style: Style): ReactElement => h('div', { whiteSpace: 'pre', ...style }, text);

/** One line that may be cut with an ellipsis: words inside a decorative screen, never a title. */
export const clipped = (text: string, style: Style): ReactElement =>
  h('div', { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', ...style }, text);
