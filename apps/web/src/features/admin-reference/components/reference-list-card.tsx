import { Alert, Card, Stack, TextInput } from '@mantine/core';
import { IconLock, IconSearch } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { EmptyState, ErrorState, LoadingState } from '@/components/admin/data-state';
import { useTranslation } from '@/lib/i18n';
import { filterRows } from '../lib/search';

interface ReferenceListCardProps<T> {
  query: UseQueryResult<T[]>;
  /** The text a row is found by. */
  searchFields: (row: T) => (string | null)[];
  searchPlaceholder: string;
  emptyText: string;
  /** Support staff: a note that the list is read-only. */
  readOnly: boolean;
  testId: string;
  children: (rows: T[]) => ReactNode;
}

/**
 * A reference list in the back-office: a search box that filters as one types (the lists are
 * short), then loading, error, empty, no-match or the rows.
 */
export function ReferenceListCard<T>(props: ReferenceListCardProps<T>) {
  const { query, searchFields, searchPlaceholder, emptyText, readOnly, testId, children } = props;
  const { t } = useTranslation('adminReference');
  const [search, setSearch] = useState('');

  let body: ReactNode = <LoadingState />;
  if (query.isError) {
    body = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  } else if (query.data?.length === 0) {
    body = <EmptyState text={emptyText} />;
  } else if (query.data) {
    const rows = filterRows(query.data, search, searchFields);
    body =
      rows.length === 0 ? (
        <EmptyState text={t('common.no_match', { query: search.trim() })} />
      ) : (
        children(rows)
      );
  }

  return (
    <Stack gap="sm">
      {readOnly && (
        <Alert variant="light" color="gray" icon={<IconLock size={18} />} py="xs">
          {t('common.read_only')}
        </Alert>
      )}
      <Card withBorder radius="md" padding="sm">
        <TextInput
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          placeholder={searchPlaceholder}
          aria-label={searchPlaceholder}
          leftSection={<IconSearch size={16} />}
          data-testid={`${testId}-search`}
        />
      </Card>
      <Card withBorder radius="md" padding="sm" data-testid={testId}>
        {body}
      </Card>
    </Stack>
  );
}
