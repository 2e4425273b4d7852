import { describe, expect, it } from 'vitest';
import { escapeHtml, pickEncoding, withBusinessZone } from './web-index.js';

describe('withBusinessZone', () => {
  it('puts the zone first in the head', () => {
    expect(
      withBusinessZone('<html><head lang="x"><title>t</title></head></html>', 'Europe/Berlin'),
    ).toBe(
      '<html><head lang="x"><meta name="rangkai-business-tz" content="Europe/Berlin"><title>t</title></head></html>',
    );
  });

  it('opens the head itself in a page without one, and escapes the zone', () => {
    expect(withBusinessZone('<!doctype html><html lang="en"><body></body></html>', 'a"<b>&')).toBe(
      '<!doctype html><html lang="en"><meta name="rangkai-business-tz" content="a&quot;&lt;b&gt;&amp;"><body></body></html>',
    );
    expect(escapeHtml("Etc/GMT+8'")).toBe('Etc/GMT+8&#39;');
  });

  it('keeps the doctype first in a page with neither head nor html', () => {
    expect(withBusinessZone('<!DOCTYPE html><title>R</title>', 'UTC')).toBe(
      '<!DOCTYPE html><meta name="rangkai-business-tz" content="UTC"><title>R</title>',
    );
    expect(withBusinessZone('<title>R</title>', 'UTC')).toBe(
      '<meta name="rangkai-business-tz" content="UTC"><title>R</title>',
    );
  });

  it('does not take a <header> for the head', () => {
    expect(withBusinessZone('<html><header></header></html>', 'UTC')).toBe(
      '<html><meta name="rangkai-business-tz" content="UTC"><header></header></html>',
    );
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, then the page as it is', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('deflate')).toBe('identity');
    expect(pickEncoding(undefined)).toBe('identity');
    expect(pickEncoding('')).toBe('identity');
  });

  it('follows q-values and refusals', () => {
    expect(pickEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0')).toBe('identity');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('identity;q=1, br;q=0.1')).toBe('identity');
  });
});
