import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState } from '@/components/admin/data-state';
import { Pager } from '@/components/admin/pager';

/** The state of a paged list query, as the back-office reads it. */
interface PageQuery<Row> {
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  data?: { records: Row[]; total: number; last_page: number };
}

interface PagedResultProps<Row> {
  query: PageQuery<Row>;
  page: number;
  onPage: (page: number) => void;
  /** Shown when the page has no rows (the default empty text when undefined). */
  emptyText?: string;
  /** The rows of the page (a table, a timeline…); the pager goes under them. */
  children: (records: Row[]) => ReactNode;
}

/** A paged list: loading, failed (with a retry), empty, or its rows and the pager. */
export function PagedResult<Row>({
  query,
  page,
  onPage,
  emptyText,
  children,
}: PagedResultProps<Row>) {
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <LoadingState />;
  const { records, total, last_page } = query.data;
  if (records.length === 0) return <EmptyState text={emptyText} />;
  return (
    <>
      {children(records)}
      <Pager page={page} lastPage={last_page} total={total} onChange={onPage} />
    </>
  );
}
