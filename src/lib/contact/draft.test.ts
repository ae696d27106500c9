import { describe, expect, it } from 'vitest';
import { clearDraft, DRAFT_KEY, loadDraft, saveDraft } from './draft';
import { emptyForm } from './fields';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('draft', () => {
  it('round-trips what was typed', () => {
    const storage = memoryStorage();
    saveDraft(storage, { ...emptyForm, name: 'Ananya', subscribe: true });
    expect(loadDraft(storage)).toEqual({ ...emptyForm, name: 'Ananya', subscribe: true });
    clearDraft(storage);
    expect(loadDraft(storage)).toEqual(emptyForm);
  });

  it('ignores a corrupt or foreign draft', () => {
    const storage = memoryStorage();
    storage.setItem(DRAFT_KEY, '{not json');
    expect(loadDraft(storage)).toEqual(emptyForm);
    storage.setItem(DRAFT_KEY, JSON.stringify({ name: 42, email: 'a@b.co', extra: 'x' }));
    expect(loadDraft(storage)).toEqual({ ...emptyForm, email: 'a@b.co' });
  });

  it('survives storage that throws', () => {
    const blocked = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => saveDraft(blocked, emptyForm)).not.toThrow();
    expect(() => clearDraft(blocked)).not.toThrow();
  });
});
