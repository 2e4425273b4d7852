import type { AdminNewsItem } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import {
  emptyNewsValues,
  localeWithError,
  type NewsFormValues,
  newsErrorKey,
  newsFormData,
  newsTextFields,
  newsValues,
  validateNews,
} from './news-form';

const NOW = Date.parse('2026-11-26T02:00:00Z');
const png = (size = 100) => new File([new Uint8Array(size)], 'cover.png', { type: 'image/png' });

function values(overrides: Partial<NewsFormValues> = {}): NewsFormValues {
  return { ...emptyNewsValues('news', NOW), title_en: 'Hello', ...overrides };
}

const item: AdminNewsItem = {
  id: 7,
  kind: 'banner',
  news_type: 'news',
  titles: { en: 'Sale', zh: '促销' },
  bodies: {},
  public_path: '/uploads/news/7.webp',
  thumb_path: '/uploads/news/7-thumb.webp',
  link_url: '/web/packages',
  publish_at: '2026-11-26T00:00:00.000Z',
  end_at: null,
  active: true,
  sort_order: 2,
  status: 'live',
  created_at: '2026-11-25T00:00:00.000Z',
  updated_at: '2026-11-25T00:00:00.000Z',
  updated_by: 'root',
};

describe('news editor values', () => {
  it('starts a new article published now (UTC+8), active, every language empty', () => {
    const v = emptyNewsValues('news', NOW);
    expect(v.publish_at).toBe('2026-11-26T10:00');
    expect(v.active).toBe(true);
    expect(v.title_zh).toBe('');
    expect(v['body_zh-Hant']).toBe('');
  });

  it('loads a stored item', () => {
    const v = newsValues(item);
    expect(v).toMatchObject({
      kind: 'banner',
      title_en: 'Sale',
      title_zh: '促销',
      title_ms: '',
      publish_at: '2026-11-26T08:00',
      end_at: '',
      link_url: '/web/packages',
      sort_order: 2,
      image: null,
      remove_image: false,
    });
  });
});

describe('newsTextFields / newsFormData', () => {
  it('sends every language, times with the offset and empty editors as empty', () => {
    const fields = newsTextFields(
      values({ body_en: '<p>Hi</p>', body_zh: '<p></p>', end_at: '2026-12-01T00:00' }),
    );
    expect(fields).toMatchObject({
      kind: 'news',
      publish_at: '2026-11-26T10:00:00+08:00',
      end_at: '2026-12-01T00:00:00+08:00',
      active: 'true',
      sort_order: '0',
      remove_image: 'false',
      title_en: 'Hello',
      body_en: '<p>Hi</p>',
      body_zh: '',
      'title_zh-Hant': '',
    });
  });

  it('keeps no body, type or… for a banner, and no link for news', () => {
    expect(newsTextFields(values({ link_url: '/web/x' })).link_url).toBe('');
    const banner = newsTextFields(
      values({ kind: 'banner', news_type: 'promotion', body_en: '<p>x</p>', link_url: ' /web/x ' }),
    );
    expect(banner).toMatchObject({ news_type: 'news', body_en: '', link_url: '/web/x' });
  });

  it('adds the picked picture as `image`; a new picture wins over remove', () => {
    const form = newsFormData(values({ image: png(), remove_image: true }));
    expect((form.get('image') as File).name).toBe('cover.png');
    expect(form.get('remove_image')).toBe('false');
    expect(newsFormData(values({ remove_image: true })).get('remove_image')).toBe('true');
    expect(newsFormData(values()).has('image')).toBe(false);
  });
});

describe('validateNews', () => {
  it('passes a plain article', () => {
    expect(validateNews(values(), false)).toEqual({});
  });

  it('asks for the English title', () => {
    expect(validateNews(values({ title_en: '  ', title_zh: '你好' }), false)).toEqual({
      title_en: 'adminNews:errors.title_required',
    });
  });

  it('wants the end after the publish time, and a publish time', () => {
    expect(validateNews(values({ end_at: '2026-11-26T09:00' }), false)).toEqual({
      end_at: 'adminNews:errors.end_after_publish',
    });
    expect(validateNews(values({ publish_at: '' }), false).publish_at).toBe('required');
  });

  it('takes a site path or https link on a banner, nothing else', () => {
    const banner = (link_url: string) =>
      validateNews(values({ kind: 'banner', link_url, image: png() }), false);
    expect(banner('/web/packages')).toEqual({});
    expect(banner('https://example.com/a')).toEqual({});
    expect(banner('http://example.com')).toEqual({ link_url: 'adminNews:errors.link_url' });
    expect(banner('//evil.example')).toEqual({ link_url: 'adminNews:errors.link_url' });
    expect(banner('javascript:alert(1)')).toEqual({ link_url: 'adminNews:errors.link_url' });
  });

  it('wants a picture on a banner, stored or new, not removed', () => {
    const banner = values({ kind: 'banner' });
    expect(validateNews(banner, false)).toEqual({ image: 'adminNews:errors.image_required' });
    expect(validateNews(banner, true)).toEqual({});
    expect(validateNews({ ...banner, image: png() }, false)).toEqual({});
    expect(validateNews({ ...banner, remove_image: true }, true).image).toBe(
      'adminNews:errors.image_required',
    );
  });

  it('refuses a picture too large or of another type', () => {
    expect(validateNews(values({ image: png(5 * 1024 * 1024 + 1) }), false)).toEqual({
      image: 'adminNews:picture.too_large',
    });
    const gif = new File([new Uint8Array(10)], 'a.gif', { type: 'image/gif' });
    expect(validateNews(values({ image: gif }), false)).toEqual({
      image: 'adminNews:picture.wrong_type',
    });
  });

  it('checks the sort order', () => {
    expect(validateNews(values({ sort_order: 10000 }), false)).toEqual({
      sort_order: 'adminNews:errors.sort_order',
    });
  });
});

describe('server errors and tabs', () => {
  it('names each field’s problem', () => {
    expect(newsErrorKey('image', 'REQUIRED')).toBe('adminNews:errors.image_required');
    expect(newsErrorKey('image', 'PAYLOAD_TOO_LARGE')).toBe('adminNews:picture.too_large');
    expect(newsErrorKey('image', 'VALIDATION_ERROR')).toBe('adminNews:picture.wrong_type');
    expect(newsErrorKey('title_en', 'REQUIRED')).toBe('adminNews:errors.title_required');
    expect(newsErrorKey('body_ko', 'VALIDATION_ERROR')).toBe('too_long');
    expect(newsErrorKey('end_at', 'VALIDATION_ERROR')).toBe('adminNews:errors.end_after_publish');
    expect(newsErrorKey('kind', 'VALIDATION_ERROR')).toBe('VALIDATION_ERROR');
  });

  it('opens the first language with an error unless the current one has one', () => {
    expect(localeWithError({ title_en: 'x' }, 'zh')).toBe('en');
    expect(localeWithError({ 'title_zh-Hant': 'x', title_ko: 'x' }, 'ko')).toBe('ko');
    expect(localeWithError({ 'body_zh-Hant': 'x' }, 'en')).toBe('zh-Hant');
    expect(localeWithError({ end_at: 'x' }, 'th')).toBe('th');
  });
});
