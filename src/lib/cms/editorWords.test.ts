/**
 * The editor speaks the marketing team's language: every label and hint it shows is checked for
 * what a marketer would not understand (a field's internal key, code, abbreviations, file paths).
 */
import { describe, expect, it } from 'vitest';
import { editorConfig } from './editorConfig';
import type { EditorField } from './editorField';
import { exampleSettings } from './exampleSettings';

const config = editorConfig(exampleSettings);

/** Abbreviations and internal names, as whole words in any case; the team's own spellings are allowed. */
const jargon =
  /\b(og|seo|url|uri|cta|faq|id|ui|nav|alt|img|src|href|api|json|yaml|meta|noscript|slug|honeypot|aglance|entries|tile lines|eyebrow|policy before)\b/gi;
const teamSpellings = new Set(['FAQ']);
/** Proper names that are written in camel case. */
const names = /\b(YouTube|LinkedIn|JavaScript)\b/g;

/** What a marketer would not understand in a label, or nothing. */
export function labelFaults(label: string): string[] {
  const words = label.replace(names, '');
  return [
    ...(/_/.test(label) ? ['an underscore'] : []),
    ...(/[a-z][A-Z]/.test(words) ? ['camelCase'] : []),
    ...(/^[^A-Z0-9]/.test(label) ? ['no capital at the start'] : []),
    ...[...words.matchAll(jargon)].filter(([word]) => !teamSpellings.has(word)).map(([word]) => `"${word}"`),
  ];
}

/** What a marketer would not understand in a hint: code, markup, file paths, internal names. */
export function hintFaults(hint: string): string[] {
  const words = hint.replace(names, '');
  return [
    ...(/`/.test(hint) ? ['code quotes'] : []),
    ...(/<\/?[a-z][\w-]*>/i.test(hint) ? ['markup'] : []),
    ...(/\bsrc\/|\.(ts|yaml|astro)\b/.test(hint) ? ['a file path'] : []),
    ...(/\b[a-z]+[A-Z]\w*/.test(words) ? ['a camelCase name'] : []),
    ...(/\b(spec|lucide|ISO 3166|WCAG)\b/i.test(hint) ? ['a developer reference'] : []),
    ...(/\bid\b/.test(hint) ? ['"id"'] : []),
  ];
}

/** Every label and hint of the configuration, each with where it is. */
function texts(): { where: string; label?: string; hint?: string }[] {
  const ofFields = (fields: readonly EditorField[], path: string): { where: string; label?: string; hint?: string }[] =>
    fields.flatMap((field) => [
      { where: `${path}.${field.name}`, label: field.label, ...(field.hint ? { hint: field.hint } : {}) },
      ...ofFields(field.fields ?? [], `${path}.${field.name}`),
      ...(field.field ? ofFields([field.field], `${path}.${field.name}`) : []),
      ...(field.types ?? []).flatMap((type) => [
        { where: `${path}.${field.name}.${type.name}`, label: type.label },
        ...ofFields(type.fields, `${path}.${field.name}.${type.name}`),
      ]),
    ]);
  return config.collections.flatMap((collection) => {
    if (!('name' in collection)) return [];
    const own = { where: collection.name, label: collection.label, ...(collection.description ? { hint: collection.description } : {}) };
    if ('folder' in collection) return [own, ...ofFields(collection.fields, collection.name)];
    return [
      own,
      ...collection.files.flatMap((file) => [
        { where: `${collection.name}/${file.name}`, label: file.label },
        ...ofFields(file.fields, file.name),
      ]),
    ];
  });
}

describe('the editor’s words', () => {
  it('finds the faults it is meant to find', () => {
    expect(labelFaults('Og image alt')).toEqual(['"Og"', '"alt"']);
    expect(labelFaults('closingCta')).toEqual(['camelCase', 'no capital at the start']);
    expect(labelFaults('Ui')).toEqual(['"Ui"']);
    expect(labelFaults('Faq heading')).toEqual(['"Faq"']);
    expect(labelFaults('FAQ heading')).toEqual([]);
    expect(labelFaults('Edit _default Content')).toEqual(['an underscore']);
    expect(hintFaults('The `<title>`, from src/content/ui.yaml')).toEqual(['code quotes', 'markup', 'a file path']);
    expect(hintFaults('Its YouTube video, by module id')).toEqual(['"id"']);
  });

  it.each(texts().filter((text) => text.label !== undefined))('labels $where in words a marketer understands: "$label"', ({ label }) => {
    expect(labelFaults(label ?? '')).toEqual([]);
  });

  it.each(texts().filter((text) => text.hint !== undefined))('explains $where in words a marketer understands', ({ hint }) => {
    expect(hintFaults(hint ?? '')).toEqual([]);
  });
});
