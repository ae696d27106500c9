import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { drawingsWithWords } from './drawings';
import { outlineText } from './outlineText';

const drawing = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 100">${body}</svg>`;

/** The x extent of a path's points (its data are relative steps from a first absolute move). */
function xExtent(d: string): [number, number] {
  const numbers = (d.match(/[a-z][^a-z]*/g) ?? []).map((step) => ({
    command: step[0],
    values: (step.slice(1).match(/-?\d*\.?\d+/g) ?? []).map(Number),
  }));
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  const xs: number[] = [];
  for (const { command, values } of numbers) {
    if (command === 'z') {
      [x, y] = [startX, startY];
      continue;
    }
    for (let i = 0; i < values.length; i += 2) xs.push(x + (values[i] ?? 0));
    x += values.at(-2) ?? 0;
    y += values.at(-1) ?? 0;
    if (command === 'm') [startX, startY] = [x, y];
  }
  return [Math.min(...xs), Math.max(...xs)];
}

describe('outlineText', () => {
  it('replaces each text with a path of its colour, where the text was', async () => {
    const svg = await outlineText(drawing('<text x="20" y="50" font-size="20" font-weight="700" fill="#0b1f44">$48.2k</text>'));
    expect(svg).not.toContain('<text');
    const d = /<path d="([^"]+)" fill="#0b1f44"\/>/.exec(svg)?.[1] ?? '';
    const [left, right] = xExtent(d);
    expect(left).toBeGreaterThanOrEqual(20);
    expect(left).toBeLessThan(23);
    // Six glyphs of Inter Bold at 20 units: about 65 units wide.
    expect(right - left).toBeGreaterThan(50);
    expect(right - left).toBeLessThan(80);
  });

  it('ends a text-anchor="end" text at its x', async () => {
    const svg = await outlineText(drawing('<text x="300" y="50" font-size="20" fill="#64748b" text-anchor="end">Revenue</text>'));
    const [, right] = xExtent(/ d="([^"]+)"/.exec(svg)?.[1] ?? '');
    expect(right).toBeLessThanOrEqual(300);
    expect(right).toBeGreaterThan(296);
  });

  it('draws the rupee sign, not the box of a character the font lacks', async () => {
    const outlineOf = (text: string) => outlineText(drawing(`<text x="0" y="50" font-size="20" fill="#000">${text}</text>`));
    // A private-use character: no font draws it, so it gets the missing-glyph box.
    expect(await outlineOf('₹')).not.toBe(await outlineOf('\uE000'));
  });

  it('draws each weight with its own outlines', async () => {
    const weight = async (value: number) =>
      (await outlineText(drawing(`<text x="0" y="50" font-size="20" font-weight="${value}" fill="#000">Dashboard</text>`))).length;
    expect(await weight(700)).not.toBe(await weight(400));
  });

  it('drops comments and refuses a text that does not say its own size', async () => {
    expect(await outlineText(drawing('\n  <!-- a note -->\n  <rect width="1" height="1"/>'))).toBe(
      drawing('\n  <rect width="1" height="1"/>'),
    );
    await expect(outlineText(drawing('<g font-size="10"><text x="0" y="10" fill="#000">ADR</text></g>'))).rejects.toThrow(/font-size/);
  });

  it('has made every drawing the site uses from its current source (run `npm run art` after editing one)', async () => {
    const drawings = drawingsWithWords();
    expect(drawings.length).toBeGreaterThan(0);
    for (const { source, drawing: made } of drawings) {
      expect(readFileSync(made, 'utf8'), made).toBe(await outlineText(readFileSync(source, 'utf8')));
    }
  });
});
