/**
 * Fills the `{name}` placeholders of an interface string from src/content/ui.yaml, e.g.
 * fillTemplate('{n} of {total}', { n: 2, total: 3 }) is "2 of 3". A placeholder without a value
 * is left empty.
 */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
}
