/**
 * The heading every island's error message starts with (the spec's words). Its own module, so the
 * error boundary that every island loads carries this line and not every interface word in ui.ts.
 */
export const islandError = {
  title: 'Unexpected Application Error!',
} as const;
