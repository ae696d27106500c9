import { describe, expect, it } from 'vitest';
import { blockMarkdown, inlineMarkdown } from './markdown';

describe('inlineMarkdown', () => {
  it('renders bold, italics and links inside the paragraph', () => {
    expect(inlineMarkdown('Run **every** outlet on *one* [ledger](/account-finance).')).toBe(
      'Run <strong>every</strong> outlet on <em>one</em> <a href="/account-finance">ledger</a>.',
    );
  });

  it('leaves plain copy as it was, escaping what HTML would read', () => {
    expect(inlineMarkdown('Rooms & suites: 30–45 minutes, "live"')).toBe('Rooms &amp; suites: 30–45 minutes, &quot;live&quot;');
  });

  it('shows raw HTML as text and drops a javascript: link', () => {
    expect(inlineMarkdown('<script>alert(1)</script> <b>x</b>')).toBe('&lt;script&gt;alert(1)&lt;/script&gt; &lt;b&gt;x&lt;/b&gt;');
    expect(inlineMarkdown('[click](javascript:alert(1))')).toBe('<a href="">click</a>');
  });

  it('makes no block inside the paragraph: no heading, list or picture', () => {
    expect(inlineMarkdown('# Not a heading')).toBe('# Not a heading');
    expect(inlineMarkdown('- not a list')).toBe('- not a list');
    expect(inlineMarkdown('![logo](/logo.svg)')).toBe('!<a href="/logo.svg">logo</a>');
  });
});

describe('blockMarkdown', () => {
  it('renders paragraphs and lists', () => {
    expect(blockMarkdown('First.\n\n- one\n- two')).toBe('<p>First.</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>');
  });

  it('makes no heading and shows raw HTML as text', () => {
    expect(blockMarkdown('## Title\n\n<iframe src="x"></iframe>')).toBe(
      '<p>## Title</p>\n<p>&lt;iframe src=&quot;x&quot;&gt;&lt;/iframe&gt;</p>',
    );
  });
});
