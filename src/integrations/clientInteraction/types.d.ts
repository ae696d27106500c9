// Lets .astro templates type-check `client:interaction` (registered by ./integration.ts).
declare module 'astro' {
  interface AstroClientDirectives {
    /** `true`, or a sessionStorage key whose presence hydrates the island at once. */
    'client:interaction'?: boolean | string;
  }
}

export {};
