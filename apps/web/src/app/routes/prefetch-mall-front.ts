import {
  categoriesQueryOptions,
  frontPageFilters,
  productsQueryOptions,
} from '@/features/mall/api/catalogue';
import { bannersQueryOptions } from '@/features/news/api/banners';
import { currentLanguage } from '@/lib/i18n';
import { getToken } from '@/lib/session';
import { queryClient } from '../query-client';

/**
 * When the app opens on the mall's front page, asks for its banners, categories and first
 * products while the page's code loads: the page then draws once with them, instead of drawing
 * placeholders and then each list as its answer comes (a request after the code, and a redraw of
 * the page per answer, on a phone's first load). Only what is not cached yet is asked for.
 */
export function prefetchMallFront() {
  const { pathname, search } = window.location;
  const params = new URLSearchParams(search);
  if (pathname !== '/web/dashboard' || params.has('keyword') || params.has('category')) return;
  const language = currentLanguage();
  const filters = frontPageFilters(language, getToken() !== null);
  // A failure shows where the page asks again (its own error state), not here.
  const ignore = () => undefined;
  queryClient.query(bannersQueryOptions(language)).catch(ignore);
  queryClient.query(categoriesQueryOptions(language)).catch(ignore);
  queryClient.query(productsQueryOptions(filters.featured, 1)).catch(ignore);
  queryClient.query(productsQueryOptions(filters.newest, 1)).catch(ignore);
}
