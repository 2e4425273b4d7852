import { Card, SimpleGrid, Text } from '@mantine/core';
import { bonusTypes } from '@rangkai/shared';
import { useTranslation } from '@/lib/i18n';
import { groupMoney } from '@/lib/money';
import type { BonusTotals as Totals } from '../api/bonuses';

/** The sum of every record the filters select: all together first, then per type. */
export function BonusTotals({ totals }: { totals: Totals }) {
  const { t } = useTranslation('adminOrders');
  const keys = ['all', ...bonusTypes] as const;
  return (
    <SimpleGrid cols={{ base: 2, xs: 3, md: 5 }} spacing="xs" data-testid="admin-bonus-totals">
      {keys.map((key) => (
        <Card
          key={key}
          withBorder
          radius="md"
          padding="xs"
          bg={key === 'all' ? 'teal.0' : undefined}
          data-testid={`admin-bonus-total-${key}`}
        >
          <Text size="xs" c="dimmed" truncate>
            {t(`bonus_types.${key}`)}
          </Text>
          <Text fw={700} size="sm" style={{ whiteSpace: 'nowrap' }}>
            RM {groupMoney(totals[key])}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
