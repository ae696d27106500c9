import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../test/memoryStorage';
import { DRAFT_LIFETIME_MS } from './draft';
import { readRecord, sweepRecords, writeRecord } from './sendRecord';
import { recordKey } from '../../lib/contact/storageKeys';

const now = Date.UTC(2026, 10, 28, 9, 0);

describe('the record of whether an entry left', () => {
  it('is read back by its id, and only by it', () => {
    const storage = memoryStorage();
    writeRecord(storage, 'entry-1', { state: 'sending', at: now });
    expect(readRecord(storage, 'entry-1', now + 1)).toEqual({ state: 'sending', at: now });
    expect(readRecord(storage, 'entry-2', now + 1)).toBeUndefined();
  });

  it('holds no personal data: an id, a state and a time', () => {
    const storage = memoryStorage();
    writeRecord(storage, 'entry-1', { state: 'left', at: now });
    expect(JSON.parse(storage.getItem(recordKey('entry-1')) ?? 'null')).toEqual({ state: 'left', at: now });
  });

  it('goes when the request surely never arrived', () => {
    const storage = memoryStorage();
    writeRecord(storage, 'entry-1', { state: 'sending', at: now });
    writeRecord(storage, 'entry-1', undefined);
    expect(storage.getItem(recordKey('entry-1'))).toBeNull();
  });

  it('expires with the draft', () => {
    const storage = memoryStorage();
    writeRecord(storage, 'old', { state: 'left', at: now - DRAFT_LIFETIME_MS - 1 });
    expect(readRecord(storage, 'old', now)).toBeUndefined();
    expect(storage.getItem(recordKey('old'))).toBeNull();
  });

  it('keeps a record it does not understand or from a moment ahead of its clock, and reads it as written, or as the entry having left', () => {
    const storage = memoryStorage();
    // A newer version of the page, another way of writing, and a tab whose clock read a moment later.
    storage.setItem(recordKey('newer'), JSON.stringify({ state: 'queued', at: now - 1_000, by: 'v2' }));
    storage.setItem(recordKey('unreadable'), 'sent at 09:00');
    writeRecord(storage, 'ahead', { state: 'sending', at: now + 5 });
    sweepRecords(storage, now);
    expect(readRecord(storage, 'newer', now)).toEqual({ state: 'left', at: now - 1_000 });
    expect(readRecord(storage, 'unreadable', now)).toEqual({ state: 'left', at: now });
    expect(readRecord(storage, 'ahead', now)).toEqual({ state: 'sending', at: now + 5 });
    for (const id of ['newer', 'unreadable', 'ahead']) expect(storage.getItem(recordKey(id)), id).not.toBeNull();
  });

  it('is swept with every other expired record, leaving the rest of the storage alone', () => {
    const storage = memoryStorage();
    writeRecord(storage, 'old', { state: 'left', at: now - DRAFT_LIFETIME_MS - 1 });
    writeRecord(storage, 'fresh', { state: 'left', at: now });
    storage.setItem('someone-else', 'kept');
    sweepRecords(storage, now);
    expect(storage.getItem(recordKey('old'))).toBeNull();
    expect(readRecord(storage, 'fresh', now)).toEqual({ state: 'left', at: now });
    expect(storage.getItem('someone-else')).toBe('kept');
  });

  it('costs nothing where storage is blocked', () => {
    const blocked = memoryStorage();
    blocked.getItem = () => {
      throw new Error('blocked');
    };
    blocked.setItem = blocked.getItem;
    blocked.removeItem = blocked.getItem;
    expect(() => writeRecord(blocked, 'entry-1', { state: 'left', at: now })).not.toThrow();
    expect(readRecord(blocked, 'entry-1', now)).toBeUndefined();
    expect(readRecord(null, 'entry-1', now)).toBeUndefined();
  });
});
