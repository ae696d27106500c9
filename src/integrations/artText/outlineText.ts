import { readFileSync } from 'node:fs';
import { Blob, Buffer as ShapeBuffer, DrawFuncs, Face, Font, shape, Variation } from 'harfbuzzjs';
import subsetFont from 'subset-font';
import { interFullFile, textOpticalSize } from '../../build/interFull.ts';

/** One `<text>` of a drawing: where its baseline starts, and how it looks. */
interface Words {
  x: number;
  y: number;
  size: number;
  weight: number;
  fill: string;
  anchor: 'start' | 'middle' | 'end';
  text: string;
}

const textElement = /<text\b([^>]*)>([^<]*)<\/text>/g;

function attribute(attributes: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(attributes)?.[1];
}

function wordsOf(attributes: string, text: string): Words {
  const need = (name: string): string => {
    const value = attribute(attributes, name);
    if (value === undefined) throw new Error(`<text> "${text}" needs its own ${name} attribute`);
    return value;
  };
  const anchor = attribute(attributes, 'text-anchor') ?? 'start';
  if (anchor !== 'start' && anchor !== 'middle' && anchor !== 'end') throw new Error(`<text> "${text}": text-anchor ${anchor}`);
  return {
    x: Number(need('x')),
    y: Number(need('y')),
    size: Number(need('font-size')),
    weight: Number(attribute(attributes, 'font-weight') ?? 400),
    fill: need('fill'),
    anchor,
    text: text.replaceAll('&amp;', '&').replaceAll('&lt;', '<').replaceAll('&gt;', '>'),
  };
}

/**
 * A point, in tenths of a unit, rounded to the nearest half unit: under a third of a pixel at the
 * largest size the art is shown (the laptop, 0.6 px a unit at 800 px), and a quarter fewer
 * gzipped bytes than tenths.
 */
const tenths = (value: number): number => Math.round(value * 2) * 5;

/** A number in tenths as path data wants it: no leading zero, a sign only when negative. */
function format(value: number): string {
  const text = String(value / 10);
  return text.replace(/^(-?)0\./, '$1.');
}

/**
 * Path data in relative commands (`m l q c z`), from points in tenths of a unit: the numbers stay
 * short and, as each step is the difference of rounded points, rounding never accumulates.
 */
class PathData {
  private readonly parts: string[] = [];
  private x = 0;
  private y = 0;
  private startX = 0;
  private startY = 0;

  private step(command: string, ...points: [number, number][]): void {
    const numbers = points.flatMap(([x, y]) => [format(x - this.x), format(y - this.y)]);
    this.parts.push(command + numbers.join(' ').replace(/ -/g, '-'));
    const last = points.at(-1);
    if (last) [this.x, this.y] = last;
  }

  move(point: [number, number]): void {
    this.step('m', point);
    [this.startX, this.startY] = point;
  }

  line(point: [number, number]): void {
    this.step('l', point);
  }

  quadratic(control: [number, number], point: [number, number]): void {
    this.step('q', control, point);
  }

  cubic(first: [number, number], second: [number, number], point: [number, number]): void {
    this.step('c', first, second, point);
  }

  close(): void {
    this.parts.push('z');
    this.x = this.startX;
    this.y = this.startY;
  }

  toString(): string {
    return this.parts.join('');
  }
}

/** The outline of `words` as SVG path data, shaped by HarfBuzz as a browser would shape the text. */
function outline(font: Font, upem: number, words: Words): string {
  font.setVariations([new Variation('wght', words.weight)]);
  const buffer = new ShapeBuffer();
  buffer.addText(words.text);
  buffer.guessSegmentProperties();
  shape(font, buffer);
  const glyphs = buffer.getGlyphInfos();
  const positions = buffer.getGlyphPositions();
  const scale = words.size / upem;
  const width = positions.reduce((sum, position) => sum + position.xAdvance, 0) * scale;
  let penX = words.x - (words.anchor === 'middle' ? width / 2 : words.anchor === 'end' ? width : 0);
  const path = new PathData();
  let originX = 0;
  let originY = 0;
  const point = (x: number, y: number): [number, number] => [tenths(originX + x * scale), tenths(originY - y * scale)];
  const draw = new DrawFuncs();
  draw.setMoveToFunc((x, y) => path.move(point(x, y)));
  draw.setLineToFunc((x, y) => path.line(point(x, y)));
  draw.setQuadraticToFunc((cx, cy, x, y) => path.quadratic(point(cx, cy), point(x, y)));
  draw.setCubicToFunc((c1x, c1y, c2x, c2y, x, y) => path.cubic(point(c1x, c1y), point(c2x, c2y), point(x, y)));
  draw.setClosePathFunc(() => path.close());
  glyphs.forEach((glyph, index) => {
    const position = positions[index];
    if (!position) return;
    originX = penX + position.xOffset * scale;
    originY = words.y - position.yOffset * scale;
    font.drawGlyph(glyph.codepoint, draw);
    penX += position.xAdvance * scale;
  });
  return path.toString();
}

/**
 * The drawing with every `<text>` replaced by its outline, a `<path>` in the same place, size,
 * weight and colour, drawn in the site's own typeface, and without its comments (an inline
 * drawing's comments ship in the page). A browser lays out text in an SVG glyph by glyph on the
 * main thread while the page loads; a path it only fills. Each `<text>` must carry its own x, y,
 * font-size and fill (font-weight and text-anchor are optional).
 */
export async function outlineText(svg: string): Promise<string> {
  const uncommented = svg.replace(/\n?[ \t]*<!--[\s\S]*?-->/g, '');
  const characters = [...uncommented.matchAll(textElement)].map((match) => match[2] ?? '').join('');
  if (characters === '') return uncommented;
  // The whole of Inter, not Fontsource's latin file, which has no rupee sign (it would draw a
  // box), at the optical size the site's text is drawn at, so the words look like the page's.
  const sfnt = await subsetFont(readFileSync(interFullFile), characters, {
    targetFormat: 'sfnt',
    variationAxes: { opsz: textOpticalSize },
  });
  const face = new Face(new Blob(sfnt));
  const font = new Font(face);
  return uncommented.replace(textElement, (_, attributes: string, text: string) => {
    const words = wordsOf(attributes, text);
    return `<path d="${outline(font, face.upem, words)}" fill="${words.fill}"/>`;
  });
}
