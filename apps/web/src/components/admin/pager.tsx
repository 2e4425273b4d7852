import { Group, Pagination, Text } from '@mantine/core';
import { paginationLabels } from '@/components/pagination-labels';
import { useTranslation } from '@/lib/i18n';

interface PagerProps {
  page: number;
  lastPage: number;
  total: number;
  onChange: (page: number) => void;
}

/** Total count and page buttons under a table. */
export function Pager({ page, lastPage, total, onChange }: PagerProps) {
  const { t } = useTranslation('admin');
  return (
    <Group justify="space-between" gap="xs" mt="sm">
      <Text size="sm" c="dimmed" data-testid="admin-total">
        {t('table.total', { count: total })}
      </Text>
      {lastPage > 1 && (
        <Pagination
          size="sm"
          value={page}
          total={lastPage}
          onChange={onChange}
          siblings={1}
          {...paginationLabels(t)}
        />
      )}
    </Group>
  );
}
