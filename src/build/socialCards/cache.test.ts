import { existsSync, mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { cached, cardKey, pruneCards } from './cache.ts';

describe('the social cards’ cache', () => {
  const dir = mkdtempSync(join(tmpdir(), 'social-cards-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('a key changes with any of what a card is made of, and only then', () => {
    expect(cardKey('v1', 'Room Booking', Buffer.from([1, 2]))).toBe(cardKey('v1', 'Room Booking', Buffer.from([1, 2])));
    expect(cardKey('v1', 'Room Booking', Buffer.from([1, 2]))).not.toBe(cardKey('v1', 'Room Booking', Buffer.from([1, 3])));
    expect(cardKey('v1', 'ab', 'c')).not.toBe(cardKey('v1', 'a', 'bc'));
  });

  test('a card is drawn once for its key, and read back after', async () => {
    let draws = 0;
    const draw = (): Promise<Buffer> => Promise.resolve(Buffer.from(`card ${(draws += 1)}`));
    expect(await cached('one', draw, dir)).toEqual({ png: Buffer.from('card 1'), drawn: true });
    expect(await cached('one', draw, dir)).toEqual({ png: Buffer.from('card 1'), drawn: false });
    expect(await cached('two', draw, dir)).toEqual({ png: Buffer.from('card 2'), drawn: true });
    expect(draws).toBe(2);
  });

  test('after a build, only the cards it used are kept', async () => {
    const draw = (): Promise<Buffer> => Promise.resolve(Buffer.from('card'));
    await cached('old', draw, dir);
    await cached('kept', draw, dir);
    const longAgo = new Date(Date.now() - 60_000);
    utimesSync(join(dir, 'old.png'), longAgo, longAgo);
    utimesSync(join(dir, 'kept.png'), longAgo, longAgo);
    const buildStart = Date.now() - 1_000;
    await cached('kept', draw, dir);
    expect(pruneCards(buildStart, dir)).toBe(1);
    expect([existsSync(join(dir, 'old.png')), existsSync(join(dir, 'kept.png'))]).toEqual([false, true]);
  });
});
