// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  adoptSending,
  clearDraft,
  clearSending,
  DRAFT_LIFETIME_MS,
  draftStorage,
  loadDraft,
  markSending,
  pendingSince,
  releaseSending,
  saveDraft,
  type Draft,
  startNewSubmission,
  submissionId,
} from './draft';
import { DRAFT_KEY, SUBMISSION_ID_KEY } from '../../lib/contact/storageKeys';
import { emptyForm, textFields, type ContactForm } from '../../lib/contact/fields';
import { memoryStorage } from '../../test/memoryStorage';

const now = Date.UTC(2025, 0, 15, 10, 0, 0);

/** A copy of a storage, as a tab opened from another starts with. */
function copiedTab(storage: Storage): Storage {
  const copy = memoryStorage();
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null) copy.setItem(key, storage.getItem(key) ?? '');
  }
  return copy;
}
const minute = 60 * 1000;

const typedText: Draft = {
  name: 'Ananya Iyer',
  companyName: 'Marigold Crest Hotels',
  role: 'Head of Operations',
  email: 'ananya@marigold.example',
  phone: '98765 43210',
  phoneCode: '91',
  country: 'India',
  address: 'Tower B,\nSector 62, Noida',
  requirement: 'Product Pricing',
  message: 'We run six hotels. 😀',
};
const typed: ContactForm = { ...typedText, subscribe: true, policyAgree: true };

const store = (storage: Storage, value: unknown): void => storage.setItem(DRAFT_KEY, JSON.stringify(value));

describe('draft', () => {
  it('round-trips the text fields', () => {
    const storage = memoryStorage();
    saveDraft(storage, typed, now);
    expect(loadDraft(storage, now + minute)).toEqual(typedText);
    clearDraft(storage);
    expect(storage.getItem(DRAFT_KEY)).toBeNull();
    expect(loadDraft(storage, now + minute)).toEqual({});
  });

  it('restores only the fields that hold something', () => {
    const storage = memoryStorage();
    saveDraft(storage, { ...emptyForm, name: 'Ananya' }, now);
    expect(loadDraft(storage, now)).toEqual({ name: 'Ananya' });
  });

  it('keeps the entry exactly as typed, white space included', () => {
    const storage = memoryStorage();
    saveDraft(storage, { ...emptyForm, name: '  Ananya\u200B ', message: 'm'.repeat(20_000) }, now);
    const draft = loadDraft(storage, now);
    expect(draft.name).toBe('  Ananya\u200B ');
    expect(draft.message).toHaveLength(20_000);
  });

  it('stores the time it was saved and the text fields, never the consent boxes', () => {
    const storage = memoryStorage();
    saveDraft(storage, typed, now);
    const raw = storage.getItem(DRAFT_KEY) ?? '';
    const saved: unknown = JSON.parse(raw);
    expect(saved).toEqual({ savedAt: now, fields: typedText });
    expect(Object.keys((saved as { fields: object }).fields)).toEqual([...textFields]);
    expect(raw).not.toContain('subscribe');
    expect(raw).not.toContain('policyAgree');
  });

  it('never restores a consent box, even one somebody stored', () => {
    const storage = memoryStorage();
    store(storage, { savedAt: now, subscribe: true, policyAgree: true, fields: { name: 'Ananya', subscribe: true, policyAgree: true } });
    expect(loadDraft(storage, now)).toEqual({ name: 'Ananya' });
  });

  it('lasts as long as the tab, up to 24 hours: a visitor called away for an hour finds it', () => {
    const storage = memoryStorage();
    saveDraft(storage, typed, now);
    expect(loadDraft(storage, now + 60 * minute)).toEqual(typedText);
    expect(loadDraft(storage, now + DRAFT_LIFETIME_MS)).toEqual(typedText);
    expect(DRAFT_LIFETIME_MS).toBe(24 * 60 * minute);
  });

  it('ignores and removes a draft older than 24 hours', () => {
    const storage = memoryStorage();
    saveDraft(storage, typed, now);
    expect(loadDraft(storage, now + 24 * 60 * minute + 1)).toEqual({});
    expect(storage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('ignores and removes a draft from the future (a clock that was wrong)', () => {
    const storage = memoryStorage();
    saveDraft(storage, typed, now + minute);
    expect(loadDraft(storage, now)).toEqual({});
    expect(storage.getItem(DRAFT_KEY)).toBeNull();
  });

  it.each([
    ['not JSON', '{not json'],
    ['null', 'null'],
    ['a number', '42'],
    ['a string', '"Ananya"'],
    ['an array', '[]'],
    ['the old flat format', JSON.stringify({ ...typed })],
    ['no savedAt', JSON.stringify({ fields: typedText })],
    ['a savedAt that is not a number', JSON.stringify({ savedAt: String(now), fields: typedText })],
    ['no fields', JSON.stringify({ savedAt: now })],
    ['null fields', JSON.stringify({ savedAt: now, fields: null })],
    ['fields that are text', JSON.stringify({ savedAt: now, fields: 'Ananya' })],
  ])('ignores a corrupt or foreign draft: %s', (_, raw) => {
    const storage = memoryStorage();
    storage.setItem(DRAFT_KEY, raw);
    expect(loadDraft(storage, now)).toEqual({});
  });

  it('keeps only known text fields of the right type', () => {
    const storage = memoryStorage();
    store(storage, { savedAt: now, fields: { name: 42, email: 'a@b.co', phone: ['9876543210'], extra: 'x' } });
    expect(loadDraft(storage, now)).toEqual({ email: 'a@b.co' });
  });

  it('works without storage', () => {
    expect(loadDraft(null, now)).toEqual({});
    expect(() => saveDraft(null, typed, now)).not.toThrow();
    expect(() => clearDraft(null)).not.toThrow();
  });

  it('survives storage that throws on every method', () => {
    const blocked = {
      getItem: (): string | null => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      setItem: (): void => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
      removeItem: (): void => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    };
    expect(() => saveDraft(blocked, typed, now)).not.toThrow();
    expect(() => clearDraft(blocked)).not.toThrow();
    expect(loadDraft(blocked, now)).toEqual({});
  });

  it('survives storage that cannot remove an expired draft', () => {
    const storage = memoryStorage();
    saveDraft(storage, typed, now);
    const stuck = {
      getItem: (key: string) => storage.getItem(key),
      removeItem: (): void => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    };
    expect(loadDraft(stuck, now + DRAFT_LIFETIME_MS + minute)).toEqual({});
  });
});

describe('draftStorage', () => {
  const own = Object.getOwnPropertyDescriptor(window, 'sessionStorage');
  afterEach(() => {
    if (own) Object.defineProperty(window, 'sessionStorage', own);
    else Reflect.deleteProperty(window, 'sessionStorage');
    window.sessionStorage.clear();
  });

  it('is this tab’s sessionStorage', () => {
    expect(draftStorage()).toBe(window.sessionStorage);
    const storage = draftStorage();
    saveDraft(storage, typed, now);
    expect(loadDraft(draftStorage(), now)).toEqual(typedText);
  });

  it('is null where merely reading window.sessionStorage throws', () => {
    Object.defineProperty(window, 'sessionStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    expect(() => window.sessionStorage).toThrow('insecure');
    expect(draftStorage()).toBeNull();
    expect(loadDraft(draftStorage(), now)).toEqual({});
  });
});

describe('a request on its way', () => {
  it('is remembered from the moment it goes out until its answer', () => {
    const storage = memoryStorage();
    expect(pendingSince(storage, now)).toBeUndefined();
    markSending(storage, now);
    expect(pendingSince(storage, now + minute)).toBe(now);
    clearSending(storage);
    expect(pendingSince(storage, now + minute)).toBeUndefined();
  });

  it('is the page’s that holds it while it lives, left to the next page of its tab as it goes, and never taken by a copy of the tab', () => {
    const storage = memoryStorage();
    markSending(storage, now, 'page-1');
    expect(pendingSince(storage, now + minute, 'page-1')).toBe(now);
    // A tab opened from this one while it sends starts with a copy of the mark: not its own.
    expect(adoptSending(copiedTab(storage), now + minute, 'page-2')).toBeUndefined();
    releaseSending(storage, 'page-2');
    expect(pendingSince(storage, now + minute, 'page-2')).toBeUndefined();
    // This page goes (a reload): the next page of the tab takes it up, and holds it in turn.
    releaseSending(storage, 'page-1');
    expect(adoptSending(storage, now + minute, 'page-3')).toBe(now);
    expect(pendingSince(storage, now + minute, 'page-4')).toBeUndefined();
  });

  it('is forgotten with the draft after 24 hours, and never read from the future or from garbage', () => {
    const storage = memoryStorage();
    markSending(storage, now);
    expect(pendingSince(storage, now + DRAFT_LIFETIME_MS + 1)).toBeUndefined();
    expect(pendingSince(storage, now - 1)).toBeUndefined();
    storage.setItem('contact-form-sending', 'soon');
    expect(pendingSince(storage, now)).toBeUndefined();
  });

  it('costs nothing where storage is blocked', () => {
    expect(() => markSending(null, now)).not.toThrow();
    expect(pendingSince(null, now)).toBeUndefined();
  });
});

describe('the submission id', () => {
  it('is made once, at least 16 characters from crypto, and kept with the draft', () => {
    const storage = memoryStorage();
    const id = submissionId(storage);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(submissionId(storage)).toBe(id);
    expect(storage.getItem(SUBMISSION_ID_KEY)).toBe(id);
  });

  it('is new for a new entry', () => {
    const storage = memoryStorage();
    const first = submissionId(storage);
    const next = startNewSubmission(storage);
    expect(next).not.toBe(first);
    expect(submissionId(storage)).toBe(next);
  });

  it('lives as long as the page where storage is blocked', () => {
    expect(submissionId(null)).toMatch(/^[0-9a-f]{32}$/);
  });
});
