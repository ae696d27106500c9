// Lets .astro templates type-check the directives registered by ./integration.ts.
declare module 'astro' {
  interface AstroClientDirectives {
    /** `true`, or a sessionStorage key whose presence hydrates the island at once. */
    'client:interaction'?: boolean | string;
    /** Hydrates when the island comes into view or is first touched; replays an early click. */
    'client:onscreen'?: boolean;
    /** The contact form's `client:interaction`, saving its draft from the first keystroke. */
    'client:draft'?: boolean;
  }
}

export {};
