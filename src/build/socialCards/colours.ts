/** The site's design tokens (src/styles/_tokens.scss) a card uses. */
export const colour = {
  blue950: '#071633',
  blue900: '#0b1f44',
  blue800: '#10306a',
  blue700: '#153f8c',
  blue600: '#1b55c2',
  blue500: '#1f6ae0',
  blue400: '#4b8df0',
  blue300: '#8fb8f7',
  blue200: '#c5dafb',
  blue100: '#e5effe',
  blue50: '#f3f7ff',
  slate800: '#1e293b',
  slate600: '#475569',
  slate500: '#64748b',
  slate300: '#cbd5e1',
  slate200: '#e2e8f0',
  slate100: '#f1f5f9',
  slate50: '#f8fafc',
  white: '#ffffff',
} as const;

/** A screen's tones (src/schemas/productScreen.ts), as text on its tint. */
export const tones = {
  good: { ink: '#15803d', tint: '#dcfce7' },
  warn: { ink: '#92400e', tint: '#fdefc8' },
  alert: { ink: '#b91c1c', tint: '#fee2e2' },
  muted: { ink: '#475569', tint: '#f1f5f9' },
  plain: { ink: '#10306a', tint: '#e5effe' },
} as const;
export type Tone = keyof typeof tones;
