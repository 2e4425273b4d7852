import { describe, expect, it } from 'vitest';
import { plainSummary, sanitizeRichText } from './sanitize.js';

describe('sanitizeRichText', () => {
  it('keeps the editor’s formatting', () => {
    const html =
      '<h2>Title</h2><p>Some <strong>bold</strong>, <em>italic</em>, <u>under</u> and <s>gone</s></p><ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote><pre><code>x</code></pre><hr>';
    expect(sanitizeRichText(html)).toBe(
      '<h2>Title</h2><p>Some <strong>bold</strong>, <em>italic</em>, <u>under</u> and <s>gone</s></p><ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote><pre><code>x</code></pre><hr />',
    );
  });

  it('drops everything that runs, restyles or loads from elsewhere', () => {
    const html = [
      '<script>alert(1)</script>',
      '<p onclick="alert(2)" style="color:red" class="x">text</p>',
      '<img src="x" onerror="alert(3)">',
      '<iframe src="https://evil.example"></iframe>',
      '<a href="javascript:alert(4)">js</a>',
      '<a href="JaVaScRiPt:alert(5)">js2</a>',
      '<a href="data:text/html,<script>alert(6)</script>">data</a>',
      '<style>body{display:none}</style>',
      '<svg><script>alert(7)</script></svg>',
      '<form action="/x"><input name="a"></form>',
    ].join('');
    const clean = sanitizeRichText(html);
    expect(clean).not.toMatch(
      /script|onclick|onerror|style|class=|<img|iframe|javascript|data:|<svg|<form|<input/i,
    );
    expect(clean).toContain('<p>text</p>');
    expect(clean).toContain('<a>js</a>');
  });

  it('opens other sites in a new tab without handing them the page; own links stay as they are', () => {
    expect(sanitizeRichText('<a href="https://rangkai.example/x" target="_self">out</a>')).toBe(
      '<a href="https://rangkai.example/x" target="_blank" rel="noopener noreferrer nofollow">out</a>',
    );
    expect(sanitizeRichText('<a href="/web/dashboard" rel="opener">in</a>')).toBe(
      '<a href="/web/dashboard">in</a>',
    );
    expect(sanitizeRichText('<a href="//evil.example">pr</a>')).toBe('<a>pr</a>');
  });
});

describe('plainSummary', () => {
  it('is the text without markup, whitespace folded, entities read', () => {
    expect(plainSummary('<h2>Big</h2><p>Sale &amp; more<br>today</p>')).toBe(
      'Big Sale & more today',
    );
  });

  it('cuts at a word near the limit', () => {
    const summary = plainSummary(`<p>${'word '.repeat(60)}</p>`, 50);
    expect(summary.length).toBeLessThanOrEqual(51);
    expect(summary).toMatch(/word…$/);
  });
});
