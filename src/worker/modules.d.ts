// Modules the Worker imports that are not TypeScript.
// A content file imported by the Worker is its text: wrangler.jsonc's `rules` (type Text) and the
// plugin in vitest.workers.config.ts make it so.
declare module '*.yaml' {
  const text: string;
  export default text;
}

// Written before the Worker is bundled or tested (scripts/formCountries.ts), so absent from a fresh clone.
declare module '*/generated/countries.json' {
  const countries: readonly { name: string; iso: string; callingCode: string }[];
  export default countries;
}
