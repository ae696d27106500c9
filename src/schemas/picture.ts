import { z } from 'astro/zod';

/**
 * A picture a marketer adds in the editor (a screenshot, a logo, a photo): optional everywhere,
 * since the drawn art is the default. The file is uploaded to one folder and written as its path
 * from the project root, so the same value builds wherever it is written.
 */

/** Where uploaded pictures are stored, and the path every upload is written with. */
export const uploadFolder = 'src/assets/uploads';

/** What a file really is, read from its first bytes (not its name). */
export type PictureType = 'avif' | 'webp' | 'png' | 'jpeg' | 'svg';

/** A file as the build finds it: its type (undefined when it is no picture) and its size. */
export interface PictureFile {
  type: PictureType | undefined;
  bytes: number;
}

/** What each kind of picture accepts, and its largest size in bytes per type. */
export interface PictureRule {
  /** How a marketer names it, in messages: "screenshot". */
  noun: string;
  maxBytes: Partial<Record<PictureType, number>>;
}

// Decimal units, as the editor counts them when it refuses a file before upload ("exceeds 2 MB"): the
// hint, the editor's refusal and the build's refusal all say the same number.
const MB = 1000 * 1000;
const KB = 1000;
const raster = { avif: 2 * MB, webp: 2 * MB, png: 2 * MB, jpeg: 2 * MB } as const;

/** The kinds of picture: screenshots and photos are raster; a logo may also be an SVG. */
export const pictureRules = {
  screenshot: { noun: 'screenshot', maxBytes: raster },
  photo: { noun: 'photo', maxBytes: raster },
  logo: { noun: 'logo', maxBytes: { ...raster, svg: 200 * KB } },
} as const satisfies Record<string, PictureRule>;

export type PictureKind = keyof typeof pictureRules;

const typeNames: Record<PictureType, string> = { avif: 'AVIF', webp: 'WebP', png: 'PNG', jpeg: 'JPEG', svg: 'SVG' };
const extensions: Record<PictureType, readonly string[]> = {
  avif: ['.avif'],
  webp: ['.webp'],
  png: ['.png'],
  jpeg: ['.jpg', '.jpeg'],
  svg: ['.svg'],
};

/** "2 MB", "200 KB". */
export const sizeLabel = (bytes: number): string =>
  bytes >= MB ? `${Math.ceil((bytes / MB) * 100) / 100} MB` : `${Math.ceil(bytes / KB)} KB`;

/** The types a kind accepts, as people name them: "AVIF, WebP, PNG or JPEG". */
export function typeList(rule: PictureRule): string {
  const names = Object.keys(rule.maxBytes).map((type) => typeNames[type as PictureType]);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? '');
}

/** The file endings a kind accepts, for the editor's file picker: ".avif,.webp,…". */
export const acceptedExtensions = (rule: PictureRule): string =>
  Object.keys(rule.maxBytes)
    .flatMap((type) => extensions[type as PictureType])
    .join(',');

/** The largest file a kind accepts of any type (what the editor can check before upload). */
export const largestBytes = (rule: PictureRule): number => Math.max(...Object.values(rule.maxBytes));

/** Why a file cannot be this kind of picture, or undefined when it can. */
export function pictureProblem(rule: PictureRule, file: PictureFile): string | undefined {
  const limit = file.type ? rule.maxBytes[file.type] : undefined;
  if (!file.type || limit === undefined) {
    const found = file.type ? `an ${typeNames[file.type]} file` : 'not a picture the site can show';
    return `A ${rule.noun} must be ${typeList(rule)}; this file is ${found}.`;
  }
  if (file.bytes > limit)
    return `A ${rule.noun} in ${typeNames[file.type]} may be at most ${sizeLabel(limit)}; this file is ${sizeLabel(file.bytes)}. Make it smaller (fewer pixels, or save it as WebP) and upload it again.`;
  return undefined;
}

/** How the build reads a file named by its path from the project root (undefined when there is none). */
export type ReadPicture = (path: string) => PictureFile | undefined;

/** What a schema with uploaded pictures is given by the build. */
export interface PictureTools<Image extends z.ZodType> {
  /** Astro's image(): a picture's path in, its metadata out, the picture put into the image pipeline. */
  image: () => Image;
  /** Reads an upload's real type and size (src/build/pictures/readPicture.ts). */
  read: ReadPicture;
}

/** Why the file at `path` cannot be this kind of picture, or undefined when it can. */
export function uploadProblem(rule: PictureRule, path: unknown, read: ReadPicture): string | undefined {
  if (typeof path !== 'string' || !path.startsWith(`/${uploadFolder}/`))
    return `Upload the ${rule.noun} in the editor: its path must start with /${uploadFolder}/.`;
  const ending = path.slice(path.lastIndexOf('.'));
  if (!acceptedExtensions(rule).split(',').includes(ending))
    return `A ${rule.noun} must be ${typeList(rule)}, named ${acceptedExtensions(rule).replaceAll(',', ' ')}; this file is named ${ending.toLowerCase()}.`;
  const found = read(path);
  return found ? pictureProblem(rule, found) : `There is no file ${path}: upload the ${rule.noun} again.`;
}

/**
 * An optional uploaded picture of one kind: its file, which the image pipeline takes (image()), and
 * its alt text, required once a file is set. The file is checked first, by its own bytes: the
 * pipeline would take any picture of any size (a GIF, 20 MB) and say nothing a marketer can act on.
 */
export function picture<Image extends z.ZodType>(kind: PictureKind, { image, read }: PictureTools<Image>) {
  const rule: PictureRule = pictureRules[kind];
  const file = z
    .preprocess((path: string, context) => {
      const problem = uploadProblem(rule, path, read);
      if (problem) context.addIssue({ code: 'custom', message: problem });
      return path;
    }, image())
    .meta({ upload: { folder: uploadFolder, accept: acceptedExtensions(rule), maxBytes: largestBytes(rule) } })
    .describe(`The ${rule.noun}: ${typeList(rule)}, at most ${limitsText(rule)}.`);
  const altText = z
    .string()
    .trim()
    .min(1, `A ${rule.noun} needs its alt text: say what it shows, for people who cannot see it.`)
    // "Alt text" is the team's word, but the editor's labels keep to plain words (editorWords.test.ts).
    .meta({ label: 'What it shows' })
    .describe(`The ${rule.noun}'s alt text: what it shows, for people who cannot see it.`);
  return z.object({ file, altText }).optional();
}

/** "2 MB" or "2 MB (SVG 200 KB)". */
function limitsText(rule: PictureRule): string {
  const sizes = Object.entries(rule.maxBytes) as [PictureType, number][];
  const largest = largestBytes(rule);
  const smaller = sizes.filter(([, bytes]) => bytes < largest).map(([type, bytes]) => `${typeNames[type]} ${sizeLabel(bytes)}`);
  return smaller.length ? `${sizeLabel(largest)} (${smaller.join(', ')})` : sizeLabel(largest);
}
