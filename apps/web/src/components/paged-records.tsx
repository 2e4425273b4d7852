import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { RecordsEmpty, RecordsError, RecordsLoading, RecordsPager } from './record-states';

/** The state of a paged member list query (TanStack Query's result, as far as a list needs it). */
interface PageQuery<Row> {
  isError: boolean;
  isPlaceholderData?: boolean;
  refetch: () => unknown;
  data?: { records: Row[]; total: number; last_page: number };
}

interface PagedRecordsProps<Row> {
  query: PageQuery<Row>;
  page: number;
  onPage: (page: number) => void;
  /** Shown (already translated) when the page has no rows. */
  emptyText: string;
  /** Skeleton rows while the first page loads. */
  loadingRows?: number;
  /** The rows of the page; the pager goes under them. */
  children: (records: Row[]) => ReactNode;
}

/**
 * A member's paged list: skeletons while loading, a retry on failure, the empty text, or the rows
 * and the pager (the previous page stays, dimmed, while the next one loads). Texts from `records`.
 */
export function PagedRecords<Row>({
  query,
  page,
  onPage,
  emptyText,
  loadingRows,
  children,
}: PagedRecordsProps<Row>) {
  if (query.isError && !query.data) return <RecordsError onRetry={() => void query.refetch()} />;
  if (!query.data) return <RecordsLoading rows={loadingRows} />;
  const { records, total, last_page } = query.data;
  if (records.length === 0) return <RecordsEmpty text={emptyText} />;
  return (
    <Stack gap={0} style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
      {children(records)}
      <RecordsPager page={page} lastPage={last_page} total={total} onChange={onPage} />
    </Stack>
  );
}
