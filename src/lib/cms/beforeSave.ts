import { isRecord } from '../isRecord';

/** A page the editor knew when it opened: its collection, its address and its name (a case study's title). */
export interface KnownPage {
  collection: string;
  slug: string;
  name: string;
}

/** What the editor is about to save: an entry's collection, its address and what it holds. */
export interface SavingEntry {
  collection: string;
  slug: string;
  data: Readonly<Record<string, unknown>>;
}

/** For each collection of pages, what one is called and the field that names it. */
export type PageKinds = Readonly<Record<string, { kind: string; nameField: string; retiredKind: string }>>;

/** The entry to save (changed or not), or why it must not be saved, in words the editor shows. */
export type BeforeSave = { save: Record<string, unknown> } | { refuse: string };

const folded = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * What the content editor checks and records as a page is saved (src/browser/cms/startEditor.ts), where
 * only it can: the build cannot tell a rename from a new name, nor a copy from a page. A renamed page
 * keeps its old name under Former names (so the build finds words that still say it); a page is
 * never saved under the name another of its kind has (Duplicate's copy is left unsaved, and so
 * discarded, rather than published under a second identical title); a retired page never sends its
 * visitors to itself.
 */
export function beforeSave(entry: SavingEntry, known: readonly KnownPage[], kinds: PageKinds): BeforeSave {
  const page = kinds[entry.collection];
  if (!page) return { save: { ...entry.data } };
  const { kind, nameField, retiredKind } = page;
  const name = entry.data[nameField];
  if (typeof name !== 'string') return { save: { ...entry.data } };

  const twin = known.find(
    (other) => other.collection === entry.collection && other.slug !== entry.slug && folded(other.name) === folded(name),
  );
  if (twin)
    return {
      refuse: `Another ${kind} is already called "${twin.name}" (its address is /${twin.slug}): give this one a ${nameField} of its own before saving. A copy made with Duplicate that you do not want is discarded by closing it without saving.`,
    };

  const target = isRecord(entry.data['retired']) ? entry.data['retired']['redirectTo'] : undefined;
  if (isRecord(target) && target['kind'] === retiredKind && Object.values(target).includes(entry.slug))
    return {
      refuse: `This ${kind} cannot send its visitors to itself: its own address would lead nowhere. Under Retired, choose another page for them.`,
    };

  const before = known.find((other) => other.collection === entry.collection && other.slug === entry.slug);
  const former = strings(entry.data['formerNames']).filter((old) => folded(old) !== folded(name));
  if (before && folded(before.name) !== folded(name) && !former.some((old) => folded(old) === folded(before.name)))
    former.push(before.name);
  const rest = Object.fromEntries(Object.entries(entry.data).filter(([key]) => key !== 'formerNames'));
  return { save: former.length > 0 ? { ...rest, formerNames: former } : rest };
}
