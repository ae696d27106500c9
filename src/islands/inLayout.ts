/**
 * Whether the window is in the layout `query` (one of src/lib/layout.ts's `media`) describes right
 * now. A menu or dropdown opens only in the layout that shows it: a tap replayed once its island
 * has loaded may arrive after the window crossed a breakpoint, and would otherwise open a modal
 * nobody sees, leaving the page inert, or a panel that comes back open.
 */
export const inLayout = (query: string): boolean => window.matchMedia(query).matches;
