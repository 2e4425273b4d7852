import { Alert, Badge, Group, Stack, Text } from '@mantine/core';
import type { DepositRecord } from '@rangkai/shared';
import { IconHourglassHigh } from '@tabler/icons-react';
import { formatDateTime } from '@/lib/date-format';
import { useTranslation } from '@/lib/i18n';
import { groupMoney } from '@/lib/money';

/** One pending deposit at a time (LAST_DEPOSIT_PENDING): shown instead of the request form. */
export function PendingDepositNotice({ deposit }: { deposit: DepositRecord }) {
  const { t, i18n } = useTranslation('wallet');
  return (
    <Alert
      color="yellow"
      variant="light"
      radius="md"
      icon={<IconHourglassHigh size={20} />}
      title={t('deposit.pending_title')}
      data-testid="deposit-pending"
    >
      <Stack gap={6}>
        <Text size="sm">{t('deposit.pending_text')}</Text>
        <Group justify="space-between" gap="xs">
          <Text size="lg" fw={700}>
            RM {groupMoney(deposit.amount)}
          </Text>
          <Badge color="yellow" variant="filled">
            {t('deposit.status.pending')}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {t(`deposit.method_${deposit.method}`)}
          {deposit.reference ? ` · ${deposit.reference}` : ''} ·{' '}
          {formatDateTime(deposit.created_at, i18n.language)}
        </Text>
      </Stack>
    </Alert>
  );
}
