import { Alert, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { isApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n';

/** A failed load: NO_PERMISSION says "not in your downline", anything else offers a retry. */
export function TreeError({
  error,
  onRetry,
  extra,
}: {
  error: unknown;
  onRetry: () => void;
  extra?: ReactNode;
}) {
  const { t } = useTranslation('tree');
  const denied = isApiError(error) && error.code === 'NO_PERMISSION';
  return (
    <Alert
      color={denied ? 'yellow' : 'red'}
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      data-testid="tree-error"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{denied ? t('state.outside') : t('errors:fetch_failed')}</Text>
        <Group gap="xs">
          {!denied && (
            <Button size="xs" variant="light" color="red" onClick={onRetry}>
              {t('state.retry')}
            </Button>
          )}
          {extra}
        </Group>
      </Stack>
    </Alert>
  );
}

/** Grey cards in the chart's shape while the first view loads. */
export function ChartSkeleton() {
  const rows = [1, 2, 4];
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0" h={320} data-testid="tree-loading" aria-busy>
      <Stack gap={36} align="stretch">
        {rows.map((count) => (
          <Group key={count} justify="space-around" wrap="nowrap" gap={8}>
            {Array.from({ length: count }, (_, i) => `${count}-${i}`).map((id) => (
              <Skeleton
                key={id}
                h={count === 4 ? 56 : 72}
                w={count === 4 ? '22%' : 120}
                radius="md"
              />
            ))}
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

/** Grey rows while the sponsor list loads. */
export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <Stack gap="xs" data-testid="tree-loading" aria-busy>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Paper key={i} withBorder radius="md" p="sm">
          <Stack gap={6}>
            <Skeleton h={12} w="45%" />
            <Skeleton h={10} w="70%" />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
