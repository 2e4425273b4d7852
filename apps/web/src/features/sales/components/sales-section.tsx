import { lazy, Suspense } from 'react';
import { loadNamespaces } from '@/lib/i18n';
import { SalesSectionSkeleton } from './sales-states';

/** The figures' code and their texts (`sales`), fetched side by side on first show. */
const SalesContent = lazy(() =>
  Promise.all([import('./sales-content'), loadNamespaces(['sales'])]).then(([m]) => ({
    default: m.SalesContent,
  })),
);

/**
 * The home page's sales section: figures, then rank history. It sits below the wallets, so its
 * code and texts load after the page: a skeleton of its shape stands in meanwhile.
 */
export function SalesSection() {
  return (
    <Suspense fallback={<SalesSectionSkeleton />}>
      <SalesContent />
    </Suspense>
  );
}
