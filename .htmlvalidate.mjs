// html-validate over every built page (npm run validate:html, part of npm test).
export default {
  extends: ['html-validate:recommended'],
  elements: [
    'html5',
    {
      // Astro writes its island stylesheet (`astro-island{display:contents}`) into <body>, before the
      // first island; browsers apply a body <style> as usual. Allow it there rather than drop the
      // element-permitted-content rule for everything else.
      style: { flow: true },
    },
  ],
  rules: {
    // React's server renderer writes camelCase attribute names (autoComplete, inputMode, maxLength).
    // HTML attribute names are case-insensitive: this is style, not validity, and not ours to write.
    'attr-case': 'off',
    // Astro minifies attribute values and whitespace its own way; these rules only judge that style.
    'attribute-boolean-style': 'off',
    'no-trailing-whitespace': 'off',
    'void-style': 'off',
    // Phone links carry class tel, which keeps them on one line by CSS (global.scss); the rule's
    // non-breaking characters (U+2011) are missing from the font's latin subset.
    'tel-non-breaking': ['error', { ignoreClasses: ['tel'] }],
  },
};
