/** The parts of a click that say what the visitor asked the browser for. */
interface ClickKeys {
  button: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * True for an ordinary click with the main button. A Ctrl/Cmd-, Shift- or Alt-click, or a click with
 * another button, asks the browser for something of its own (a new tab or window, a download):
 * an island that handles a link's click leaves those to the browser.
 */
export function isPlainClick(event: ClickKeys): boolean {
  return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
}
