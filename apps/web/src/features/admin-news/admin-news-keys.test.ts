import { readFileSync } from 'node:fs';
import { newsKinds, newsStatuses, newsTypes, pageSlugs } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import { has, sources, staticKeys } from '@/locales/key-check';

/**
 * Every key the news, banner and page editors ask for exists in `en/adminNews.json` (the locale
 * test then holds the other languages to `en`): static `t('…')` calls and the keys built from lists.
 */
describe('adminNews translations', () => {
  it('has every static key used in the feature', () => {
    const keys = staticKeys(sources(new URL('./', import.meta.url)));
    expect(keys.size).toBeGreaterThan(40);
    expect([...keys].filter((k) => !has('adminNews', k))).toEqual([]);
  });

  it('has every key built from lists', () => {
    const built = [
      ...newsKinds.flatMap((k) => [
        `kinds.${k}`,
        `kinds_one.${k}`,
        `list.new_${k}`,
        `list.empty_${k}`,
        `editor.back_${k}`,
        `editor.new_${k}`,
        `editor.edit_${k}`,
        `editor.saved_${k}`,
        `delete.title_${k}`,
      ]),
      ...newsTypes.map((type) => `types.${type}`),
      ...newsStatuses.map((s) => `status.${s}`),
      ...pageSlugs.map((s) => `pages.slugs.${s}`),
      ...['wrong_type', 'too_large'].map((p) => `picture.${p}`),
      ...[
        'title_required',
        'end_after_publish',
        'publish_at',
        'link_url',
        'sort_order',
        'image_required',
      ].map((e) => `errors.${e}`),
      'list.empty_status',
      'nav.news',
      'nav.pages',
      'delete.done',
      'pages.saved',
    ];
    expect(built.filter((k) => !has('adminNews', k))).toEqual([]);
  });

  it('labels the audit entries the server writes for it', () => {
    const actions = ['news_create', 'news_update', 'news_delete', 'page_update'];
    expect(actions.filter((a) => !has('admin', `audit.actions.${a}`))).toEqual([]);
  });

  it('loads with the rest of the back-office, for admins only', () => {
    const router = readFileSync(new URL('../../app/router.tsx', import.meta.url), 'utf8');
    expect(router).toMatch(/loadNamespaces\(\[[^\]]*'adminNews'/);
    const routes = readFileSync(new URL('./routes.ts', import.meta.url), 'utf8');
    expect(routes.match(/roles: \['admin'\]/g)).toHaveLength(2);
  });
});
