import { Card, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { groupMoney } from '@/lib/money';
import type { WithdrawalTotals as Totals } from '../api/withdrawals';

/** The sums of every withdrawal the filters select: how many, requested, fees, to pay out. */
export function WithdrawalTotals({ totals }: { totals: Totals }) {
  const { t } = useTranslation('adminWithdrawals');
  const cells = [
    { key: 'count', value: String(totals.count) },
    { key: 'amount', value: `RM ${groupMoney(totals.amount)}` },
    { key: 'fee', value: `RM ${groupMoney(totals.fee)}` },
    { key: 'amount_received', value: `RM ${groupMoney(totals.amount_received)}` },
  ] as const;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" data-testid="admin-withdrawal-totals">
      {cells.map((cell) => (
        <Card
          key={cell.key}
          withBorder
          radius="md"
          padding="xs"
          bg={cell.key === 'amount_received' ? 'teal.0' : undefined}
          data-testid={`admin-withdrawal-total-${cell.key}`}
        >
          <Text size="xs" c="dimmed" truncate>
            {t(`totals.${cell.key}`)}
          </Text>
          <Text fw={700} size="sm" style={{ whiteSpace: 'nowrap' }}>
            {cell.value}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
