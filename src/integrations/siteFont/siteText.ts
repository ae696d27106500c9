import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Source files whose words can reach a page: content, config, components, islands, pages, lib, styles. */
const textFile = /\.(astro|tsx?|ya?ml|md|json|s?css)$/;
const notShipped = /\.(test|d)\.tsx?$|[\\/]stubLayoutApis\.ts$|[\\/]testIsland\.ts$/;

/** `\u2019` and `\u{1F600}` escapes in code stand for the characters they name. */
function unescape(source: string): string {
  return source.replace(/\\u\{([0-9a-fA-F]+)\}|\\u([0-9a-fA-F]{4})/g, (_, braced?: string, plain?: string) =>
    String.fromCodePoint(Number.parseInt(braced ?? plain ?? '0', 16)),
  );
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && textFile.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !notShipped.test(path));
}

/**
 * Every character the site's source could put on a page, the text the build makes (`builtText`,
 * such as country names), all of printable ASCII and the no-break space: the glyphs the site's own
 * font subset must draw. Test files are left out (they hold exotic input on purpose); a character a
 * page shows that is missing here fails e2e/font-coverage.once.spec.ts.
 */
export function siteCharacters(srcDir: string, builtText: string): Set<number> {
  const codePoints = new Set<number>([0xa0]);
  for (let code = 0x20; code <= 0x7e; code++) codePoints.add(code);
  for (const text of [builtText, ...filesUnder(srcDir).map((path) => unescape(readFileSync(path, 'utf8')))]) {
    for (const char of text) {
      const code = char.codePointAt(0) ?? 0;
      if (code >= 0xa0) codePoints.add(code);
    }
  }
  return codePoints;
}
