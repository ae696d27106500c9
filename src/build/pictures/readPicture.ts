import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { PictureFile } from '../../schemas/picture';
import { pictureType } from '../../lib/pictures/pictureType.ts';

/** Enough of a file's start to know its type (an SVG may open with a long comment). */
const headBytes = 4096;

/**
 * Reads an uploaded picture named by its path from the project root ("/src/assets/uploads/x.png"):
 * its real type and its size, or undefined when there is no such file.
 */
export function readPicture(path: string, root: string = process.cwd()): PictureFile | undefined {
  const file = join(root, path);
  let size: number;
  try {
    const stat = statSync(file);
    if (!stat.isFile()) return undefined;
    size = stat.size;
  } catch {
    return undefined;
  }
  const head = new Uint8Array(Math.min(headBytes, size));
  const handle = openSync(file, 'r');
  try {
    readSync(handle, head, 0, head.length, 0);
  } finally {
    closeSync(handle);
  }
  return { type: pictureType(head), bytes: size };
}
