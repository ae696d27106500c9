/**
 * The part of every driver that runs in the page: Testing Library's DOM build, then a finder that
 * resolves a `Target` by role and accessible name with its `queryAllByRole`. Both are installed
 * into a document the first time a scenario looks for something in it. The functions below that
 * run in the page are serialised: they use only their arguments and what the page has.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { ElementState, Target } from './browser.ts';

const require = createRequire(import.meta.url);
const testingLibraryDir = dirname(require.resolve('@testing-library/dom/package.json'));

/** Testing Library's browser build, which defines `window.TestingLibraryDom`. */
export const testingLibrarySource = readFileSync(join(testingLibraryDir, 'dist/@testing-library/dom.umd.min.js'), 'utf8');

interface FinderWindow {
  TestingLibraryDom: {
    queryAllByRole(container: HTMLElement, role: string, options: { name?: string | RegExp; level?: number }): HTMLElement[];
    queryAllByText(container: HTMLElement, text: string | RegExp): HTMLElement[];
  };
  /** Every element matching the target (none where its container is missing). */
  __engineAll: (target: Target) => HTMLElement[];
  /** The one element matching the target; throws unless there is exactly one. */
  __engineOne: (target: Target) => HTMLElement;
}

/** Runs in the page, after Testing Library: defines the finder. */
export function installFinder(): void {
  const host = window as unknown as FinderWindow;
  const all = (target: Target): HTMLElement[] => {
    const container = target.within ? all(target.within) : [document.body];
    if (container.length !== 1) return [];
    const { name, level } = target;
    const matcher = typeof name === 'object' ? new RegExp(name.source, name.flags) : name;
    if (target.role === 'text') return host.TestingLibraryDom.queryAllByText(container[0] as HTMLElement, matcher ?? /./);
    const options = {
      ...(matcher === undefined ? {} : { name: matcher }),
      ...(level === undefined ? {} : { level }),
    };
    return host.TestingLibraryDom.queryAllByRole(container[0] as HTMLElement, target.role, options);
  };
  host.__engineAll = all;
  host.__engineOne = (target) => {
    const found = all(target);
    if (found.length !== 1) throw new Error(`${found.length} elements match`);
    return found[0] as HTMLElement;
  };
}

/** Runs in the page: whether this document has the finder yet. */
export function hasFinder(): boolean {
  return typeof (window as unknown as Partial<FinderWindow>).__engineOne === 'function';
}

/** Runs in the page: the one element for `target`. */
export function findInPage(target: Target): HTMLElement {
  return (window as unknown as FinderWindow).__engineOne(target);
}

/** Runs in the page: how many elements match `target`. */
export function countInPage(target: Target): number {
  return (window as unknown as FinderWindow).__engineAll(target).length;
}

/** Runs in the page: whether the one element for `target` stood still over two frames (no slide or fade moving it). */
export function settledInPage(target: Target): Promise<boolean> {
  const element = (window as unknown as FinderWindow).__engineOne(target);
  const box = () => {
    const rect = element.getBoundingClientRect();
    return `${rect.x} ${rect.y} ${rect.width} ${rect.height}`;
  };
  const before = box();
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(box() === before))));
}

/** Runs in the page: focuses the one element for `target`. */
export function focusInPage(target: Target): void {
  (window as unknown as FinderWindow).__engineOne(target).focus();
}

/** Runs in the page: what a visitor can tell of the one element for `target`. */
export function stateInPage(target: Target): ElementState {
  const element = (window as unknown as FinderWindow).__engineOne(target);
  const value =
    element instanceof HTMLSelectElement
      ? (element.selectedOptions[0]?.label ?? '')
      : element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
        ? element.value
        : '';
  return {
    text: (element.innerText || element.textContent || '').replace(/\s+/g, ' ').trim(),
    value,
    checked: element instanceof HTMLInputElement && element.checked,
    visible: element.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
    focused: document.activeElement === element,
    containsFocus: element.contains(document.activeElement),
    modal: element.matches(':modal'),
    attributes: Object.fromEntries([...element.attributes].map((attribute) => [attribute.name, attribute.value])),
  };
}

/** A short description of a target for error messages. */
export function describeTarget(target: Target): string {
  const name = target.name === undefined ? '' : typeof target.name === 'string' ? ` "${target.name}"` : ` /${target.name.source}/`;
  return `${target.role}${name}${target.within ? ` in ${describeTarget(target.within)}` : ''}`;
}
