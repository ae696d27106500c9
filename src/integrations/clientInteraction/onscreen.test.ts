// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import onscreen from './onscreen';
import { testIsland } from './testIsland';

/** A stand-in IntersectionObserver whose callback the test calls to say the island came into view. */
let showIsland: () => void = () => undefined;
beforeEach(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        showIsland = () => callback([{ isIntersecting: true }]);
      }
      observe(): void {}
      disconnect(): void {}
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

/** A carousel island with one dot, whose load() hydrates it when `finish()` is called. */
function carousel() {
  const { button: dot, ...island } = testIsland(onscreen, { label: 'Show item 3', wrap: '<div>…</div>' });
  return { dot, ...island };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('client:onscreen', () => {
  it('loads when the island comes into view, once', async () => {
    const { load } = carousel();
    expect(load).not.toHaveBeenCalled();
    showIsland();
    showIsland();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('replays a tap on a dot made while the island was still loading, exactly once', async () => {
    const { dot, handled, finish } = carousel();
    showIsland();
    dot.click();
    expect(handled).not.toHaveBeenCalled();
    finish();
    await settle();
    expect(handled).toHaveBeenCalledTimes(1);
  });

  it('loads on a touch or focus before the island is in view', async () => {
    const { dot, load } = carousel();
    dot.dispatchEvent(new Event('focusin', { bubbles: true }));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
