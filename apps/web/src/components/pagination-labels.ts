import type { TFunction } from '@/lib/i18n';

/**
 * Names for a Mantine Pagination's buttons (its arrows have none, its numbers only a digit):
 * "Previous page", "Next page", "Page 3" in the reader's language.
 */
export function paginationLabels(t: TFunction) {
  return {
    getControlProps: (control: 'first' | 'previous' | 'last' | 'next') => ({
      'aria-label': t(`common:pagination.${control}`),
    }),
    getItemProps: (page: number) => ({ 'aria-label': t('common:pagination.page', { page }) }),
  };
}
