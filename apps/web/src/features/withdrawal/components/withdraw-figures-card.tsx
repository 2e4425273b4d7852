import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { groupMoney } from '@/lib/money';
import type { WithdrawFigures } from '../lib/withdraw-figures';

function Row({
  label,
  myr,
  usdt,
  strong,
  testId,
}: {
  label: string;
  myr?: string;
  usdt?: string;
  strong?: boolean;
  testId: string;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
      <Text size="sm" c={strong ? undefined : 'dimmed'} fw={strong ? 600 : undefined}>
        {label}
      </Text>
      <Stack gap={0} align="flex-end">
        <Text size="sm" fw={strong ? 700 : 500} data-testid={testId}>
          {myr === undefined ? '—' : `RM ${groupMoney(myr)}`}
        </Text>
        {usdt !== undefined && (
          <Text size="xs" c="dimmed" data-testid={`${testId}-usdt`}>
            ≈ {groupMoney(usdt)} USDT
          </Text>
        )}
      </Stack>
    </Group>
  );
}

/** The fee and the amount received, live as the member types (BUSINESS_RULES §9). */
export function WithdrawFiguresCard({
  figures,
  feePercent,
}: {
  figures: WithdrawFigures | null;
  feePercent: number;
}) {
  const { t } = useTranslation('withdraw');
  return (
    <Paper withBorder radius="md" p="sm" data-testid="withdraw-figures">
      <Stack gap={6}>
        <Row
          label={t('withdraw.fee', { percent: feePercent })}
          myr={figures?.fee}
          testId="withdraw-fee"
        />
        <Row
          label={t('withdraw.received')}
          myr={figures?.received}
          usdt={figures?.receivedUsdt}
          strong
          testId="withdraw-received"
        />
      </Stack>
    </Paper>
  );
}
