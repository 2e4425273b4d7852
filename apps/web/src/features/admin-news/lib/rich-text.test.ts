import { describe, expect, it } from 'vitest';
import { bodyToSend, hasText, localesWithContent } from './rich-text';

describe('rich text content', () => {
  it('sees an empty editor as empty', () => {
    expect(hasText(undefined)).toBe(false);
    expect(hasText('')).toBe(false);
    expect(hasText('<p></p>')).toBe(false);
    expect(hasText('<p> &nbsp; </p><p><br></p>')).toBe(false);
    expect(bodyToSend('<p></p>')).toBe('');
  });

  it('sees words and pictures as content', () => {
    expect(hasText('<p>Hello</p>')).toBe(true);
    expect(hasText('<p><img src="/a.png"></p>')).toBe(true);
    expect(hasText('Plain title')).toBe(true);
    expect(bodyToSend('<p>Hi</p>')).toBe('<p>Hi</p>');
  });

  it('marks the languages with a title or a body', () => {
    const filled = localesWithContent([
      { en: 'Title', zh: '' },
      { en: '<p></p>', ms: '<p>Teks</p>', th: '<p></p>' },
    ]);
    expect([...filled].sort()).toEqual(['en', 'ms']);
  });
});
