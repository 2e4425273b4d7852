import type { AdminRole } from '@rangkai/shared';
import { IconFileText, IconNews } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

function page(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) };
}

/**
 * News and banners (list and editor) and the terms/privacy pages, children of the console layout
 * (code-split: the rich-text editor loads only with the editor pages).
 */
export const adminNewsRoutes: RouteObject[] = [
  {
    path: 'news',
    ...page(() => import('./components/news-list-page').then((m) => m.NewsListPage)),
  },
  {
    path: 'news/new',
    ...page(() => import('./components/news-editor-page').then((m) => m.NewsEditorPage)),
  },
  {
    path: 'news/:id',
    ...page(() => import('./components/news-editor-page').then((m) => m.NewsEditorPage)),
  },
  {
    path: 'pages',
    ...page(() => import('./components/content-pages-page').then((m) => m.ContentPagesPage)),
  },
];

/** Its navigation entries (labels in the `adminNews` namespace); admins only. */
export const adminNewsNavItems: {
  to: string;
  label: string;
  Icon: typeof IconNews;
  roles: readonly AdminRole[];
}[] = [
  { to: '/admin/news', label: 'adminNews:nav.news', Icon: IconNews, roles: ['admin'] },
  { to: '/admin/pages', label: 'adminNews:nav.pages', Icon: IconFileText, roles: ['admin'] },
];
