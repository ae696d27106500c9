/**
 * What a cross-engine scenario may ask of a browser: the same few verbs in Chromium, Firefox and
 * WebKit, each implemented by a thin driver (puppeteerBrowser.ts, webkitBrowser.ts). Elements are
 * found by role and accessible name, in the page, by Testing Library's own role queries, so every
 * engine resolves a name the same way.
 */

/** What a scenario can read of an element. */
export interface ElementState {
  /** The text a visitor reads, spaces collapsed. */
  readonly text: string;
  /** A form control's value; for a select, the label of the chosen option. */
  readonly value: string;
  readonly checked: boolean;
  /** Rendered, and neither it nor an ancestor invisible or fully transparent (`checkVisibility`). */
  readonly visible: boolean;
  /** The element has focus. */
  readonly focused: boolean;
  /** Focus is on this element or inside it. */
  readonly containsFocus: boolean;
  /** A dialog shown modally (`:modal`): the rest of the page is inert. */
  readonly modal: boolean;
  readonly attributes: Readonly<Record<string, string>>;
}

export type EngineName = 'chromium' | 'firefox' | 'webkit';

/** A regular expression in a form that crosses into the page. */
export interface NamePattern {
  readonly source: string;
  readonly flags: string;
}

/**
 * An element by role and accessible name (exact when a string), optionally inside another. The
 * role `text` finds the element whose own text is `name`, for what has no role (a `<summary>`).
 */
export interface Target {
  readonly role: string;
  readonly name?: string | NamePattern;
  /** A heading's level. */
  readonly level?: number;
  readonly within?: Target;
}

/** How a browser is started: what a scenario may ask of the reader's settings. */
export interface LaunchOptions {
  /** The reader's default text size in pixels (16 unless set). */
  readonly defaultFontSize?: number;
  /** The browser sends Global Privacy Control (the visitor asks not to be followed). */
  readonly globalPrivacyControl?: true;
}

/** Each reader's setting as a skipped scenario names it. */
export const settingNames: Readonly<Record<keyof LaunchOptions, string>> = {
  defaultFontSize: 'default text size',
  globalPrivacyControl: 'Global Privacy Control',
};

/** Keys a scenario presses. */
export type Key = 'Enter' | 'Escape' | 'Tab' | 'Space';

export interface EngineBrowser {
  readonly engine: EngineName;
  /**
   * Opens a site path (or a whole URL, for a page elsewhere) at this viewport width, with no
   * cookies and no storage from earlier scenarios.
   */
  open(path: string, width: number): Promise<void>;
  /** Changes the viewport's width, as a window resized or a tablet turned, keeping the page. */
  resize(width: number): Promise<void>;
  /** Follows a navigation the page is making (after a click on a link) until the new page has loaded. */
  waitForPath(path: string): Promise<void>;
  /** Runs `fn` in the page. It is serialised: it sees only its arguments, which must be plain data. */
  evaluate<T, A extends unknown[]>(fn: (...args: A) => T, ...args: A): Promise<Awaited<T>>;
  /** Runs `fn` in the page on the element of `target` (serialised, as `evaluate`). */
  evaluateOn<T, A extends unknown[]>(target: Target, fn: (element: HTMLElement, ...args: A) => T, ...args: A): Promise<Awaited<T>>;
  /** What a visitor can tell of the element (it must exist, once; waits up to 10 s for it). */
  inspect(target: Target): Promise<ElementState>;
  /** How many elements match now (hidden ones do not count). */
  count(target: Target): Promise<number>;
  /** Moves keyboard focus to the element. */
  focus(target: Target): Promise<void>;
  /** A real pointer click in the middle of the element. */
  click(target: Target): Promise<void>;
  /** Moves the pointer over the element. */
  hover(target: Target): Promise<void>;
  /** Moves the pointer to a point of the viewport. */
  moveMouse(x: number, y: number): Promise<void>;
  /** Clicks at a point of the viewport, whatever is there. */
  clickAt(x: number, y: number): Promise<void>;
  /** Types text into the element, as keystrokes. */
  type(target: Target, text: string): Promise<void>;
  /** Chooses the option with this label in a select. */
  select(target: Target, label: string): Promise<void>;
  /** Presses a key where focus is. */
  press(key: Key): Promise<void>;
  /** Saves a PNG of the whole page. */
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}

/** A regular expression as a `NamePattern`. */
export function pattern(regex: RegExp): NamePattern {
  return { source: regex.source, flags: regex.flags };
}

/** Polls `check` until it holds, or fails with `what` after `timeout` ms. */
export async function waitFor(what: string, check: () => Promise<boolean>, timeout = 10_000): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeout} ms waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Whether a local server answers this URL with a success status yet. */
export async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}
