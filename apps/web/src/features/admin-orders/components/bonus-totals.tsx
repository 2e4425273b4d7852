import { Card, SimpleGrid, Text } from '@mantine/core';
import { bonusEntryTypes } from '@rangkai/shared';
import { isDeduction, signedBonus } from '@/features/bonus';
import { useTranslation } from '@/lib/i18n';
import type { BonusTotals as Totals } from '../api/bonuses';

/**
 * The sum of every record the filters select: all together first (credits less clawbacks), then
 * per type, clawbacks and debt repayments negative.
 */
export function BonusTotals({ totals }: { totals: Totals }) {
  const { t } = useTranslation('adminOrders');
  const keys = ['all', ...bonusEntryTypes] as const;
  return (
    <SimpleGrid
      cols={{ base: 2, xs: 3, md: 4, lg: 7 }}
      spacing="xs"
      data-testid="admin-bonus-totals"
    >
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
          <Text
            fw={700}
            size="sm"
            c={isDeduction(key) && /[1-9]/.test(totals[key]) ? 'red.7' : undefined}
            style={{ whiteSpace: 'nowrap' }}
          >
            RM {signedBonus(key, totals[key])}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
