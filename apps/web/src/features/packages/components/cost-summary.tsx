import { Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { groupMoney } from '@/lib/money';
import { covers, type PurchaseCost } from '../lib/shipping';

interface CostSummaryProps {
  cost: PurchaseCost;
  /** The registrant's or member's point3 balance. */
  balance: string;
  /** Key of the first line: `summary.amount_due` (upgrade) or `summary.package_price`. */
  amountKey: string;
}

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size="sm" c={strong ? undefined : 'dimmed'} fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 500} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

/** Amount due, shipping (BUSINESS_RULES §7), total, and the point3 balance that pays it. */
export function CostSummary({ cost, balance, amountKey }: CostSummaryProps) {
  const { t } = useTranslation('packages');
  const enough = covers(balance, cost.total);
  const rm = (amount: string) => `RM ${groupMoney(amount)}`;
  return (
    <Paper withBorder radius="md" p="sm" bg="gray.0" data-testid="cost-summary">
      <Stack gap={6}>
        <Line label={t(amountKey)} value={rm(cost.amountDue)} />
        <Line
          label={t('summary.shipping')}
          value={cost.shipping === '0.00' ? t('summary.free') : rm(cost.shipping)}
        />
        <Divider />
        <Group justify="space-between" wrap="nowrap" gap="xs" data-testid="cost-total">
          <Text fw={700}>{t('summary.total')}</Text>
          <Text fw={700} size="lg" c="teal.8" style={{ whiteSpace: 'nowrap' }}>
            {rm(cost.total)}
          </Text>
        </Group>
        <Line label={t('summary.balance')} value={rm(balance)} />
        {!enough && (
          <Text size="xs" c="red" data-testid="cost-insufficient">
            {t('summary.insufficient')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
