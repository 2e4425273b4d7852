import { Button, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { InlineAlert } from '@/components/inline-alert';
import { useTranslation } from '@/lib/i18n';

/** Grey cards in the shape of the figures, while they (or their texts) load. */
export function FiguresSkeleton({ groups = 3 }: { groups?: number }) {
  return (
    <Stack gap="md" aria-busy data-testid="sales-loading">
      {Array.from({ length: groups }, (_, g) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Stack key={g} gap="xs">
          <Skeleton h={12} w={120} />
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="xs">
            {Array.from({ length: 4 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Paper key={i} radius="md" p="sm" bg="gray.0">
                <Skeleton h={10} w="60%" />
                <Skeleton h={16} w="80%" mt={8} />
              </Paper>
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}

/** The whole section while the `sales` texts load (nothing translated to show yet). */
export function SalesSectionSkeleton() {
  return (
    <Paper radius="lg" p={{ base: 'md', sm: 'lg' }} withBorder>
      <Skeleton h={20} w={160} mb="md" />
      <FiguresSkeleton />
    </Paper>
  );
}

/** A figure that failed to load, with a retry. */
export function SalesError({ onRetry, testId }: { onRetry: () => void; testId: string }) {
  const { t } = useTranslation('sales');
  return (
    <InlineAlert color="red" icon={<IconAlertTriangle size={18} />} data-testid={testId}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('errors:fetch_failed')}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('retry')}
        </Button>
      </Stack>
    </InlineAlert>
  );
}
