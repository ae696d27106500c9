import { describe, expect, it } from 'vitest';
import { prunePage, pruneScopedCss, scopesInMarkup, styleHash } from './pruneScopedCss';

const drawn = new Set(['shown']);

describe('pruneScopedCss', () => {
  it('keeps the rules of components the page draws and the rules of no component', () => {
    const css = 'body{margin:0}.a[data-astro-cid-shown]{color:red}';
    expect(pruneScopedCss(css, drawn)).toBe(css);
  });

  it('drops a rule whose every selector needs a component the page does not draw', () => {
    expect(pruneScopedCss('.a{color:red}.b[data-astro-cid-gone] span[data-astro-cid-gone]{color:blue}', drawn)).toBe('.a{color:red}');
  });

  it('keeps the selectors of a list that can still match, and only those', () => {
    expect(pruneScopedCss('.a[data-astro-cid-gone],.b[data-astro-cid-shown],.c{color:red}', drawn)).toBe(
      '.b[data-astro-cid-shown],.c{color:red}',
    );
  });

  it('drops a selector that needs two components when one is missing', () => {
    expect(pruneScopedCss('.a[data-astro-cid-shown] .b[data-astro-cid-gone]{color:red}.z{top:0}', drawn)).toBe('.z{top:0}');
  });

  it('keeps a selector whose missing scope is only inside :not() or :is(), which can match without it', () => {
    const css = '.a:not(.b[data-astro-cid-gone]){color:red}:is(.c[data-astro-cid-gone],.d){color:blue}';
    expect(pruneScopedCss(css, drawn)).toBe(css);
  });

  it('removes a media or container query left empty, and keeps one with rules left', () => {
    const css =
      '@media (min-width:40em){.a[data-astro-cid-gone]{color:red}}@container (width>1px){.b[data-astro-cid-gone]{top:0}.c{top:1px}}';
    expect(pruneScopedCss(css, drawn)).toBe('@container (width>1px){.c{top:1px}}');
  });

  it('leaves keyframes alone', () => {
    const css = '@keyframes spin{0%{rotate:0}to{rotate:1turn}}';
    expect(pruneScopedCss(css, drawn)).toBe(css);
  });
});

describe('scopesInMarkup', () => {
  it('reads the scopes of the elements, not those named in stylesheets', () => {
    const html = '<style>.x[data-astro-cid-styled]{}</style><div class="x" data-astro-cid-shown></div><p data-astro-cid-other="">';
    expect(scopesInMarkup(html)).toEqual(new Set(['shown', 'other']));
  });
});

describe('prunePage', () => {
  const page = (css: string, policyHash: string) =>
    `<html><head><meta http-equiv="content-security-policy" content="style-src 'self' ${policyHash}"><style>${css}</style></head><body><p data-astro-cid-shown>Hi</p></body></html>`;

  it('prunes the stylesheet and puts its new hash in the policy in place of the old', () => {
    const css = '.p[data-astro-cid-shown]{color:red}.q[data-astro-cid-gone]{color:blue}';
    const kept = '.p[data-astro-cid-shown]{color:red}';
    expect(prunePage(page(css, styleHash(css)))).toBe(page(kept, styleHash(kept)));
  });

  it('leaves a page with nothing to prune as it was', () => {
    const css = '.p[data-astro-cid-shown]{color:red}';
    const html = page(css, styleHash(css));
    expect(prunePage(html)).toBe(html);
  });

  it('refuses a pruned stylesheet whose hash the policy does not hold: the page would lose its styles', () => {
    expect(() => prunePage(page('.q[data-astro-cid-gone]{color:blue}', "'sha256-other'"))).toThrow(
      /not in the page's Content-Security-Policy/,
    );
  });
});

describe('styleHash', () => {
  it('is the base64 SHA-256 of the text, quoted as a CSP source', () => {
    expect(styleHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });
});
