import { Badge, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { walletNames } from '@rangkai/shared';
import {
  IconAdjustments,
  IconArrowsExchange,
  IconCoin,
  IconPlus,
  IconTransfer,
} from '@tabler/icons-react';
import { SignedAmount } from '@/components/record-states';
import { formatDateTime } from '@/lib/date-format';
import { useTranslation } from '@/lib/i18n';
import { groupMoney } from '@/lib/money';
import type { WalletRecord } from '../api/wallet-record';
import { walletColors } from './wallet-card';

const typeIcons: Record<string, typeof IconCoin> = {
  transfer: IconTransfer,
  change_wallet: IconArrowsExchange,
  deposit: IconPlus,
  adjustment: IconAdjustments,
};

/** Ledger lines as cards: movement type, wallet, time, memo; signed amount and balance after. */
export function WalletRecordList({ records }: { records: WalletRecord[] }) {
  const { t, i18n } = useTranslation('records');
  return (
    <Stack gap="xs" data-testid="wallet-records">
      {records.map((record) => {
        const Icon = typeIcons[record.type] ?? IconCoin;
        return (
          <Paper key={record.id} withBorder radius="md" p="sm" data-testid="wallet-record">
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <ThemeIcon variant="light" radius="xl" size="lg" color={walletColors[record.wallet]}>
                <Icon size={18} />
              </ThemeIcon>
              <Stack gap={2} miw={0} style={{ flex: 1 }}>
                <Text size="sm" fw={600} data-testid="record-type">
                  {t(`types.${record.type}`, { defaultValue: record.type })}
                </Text>
                <Group gap={6}>
                  <Badge size="xs" variant="light" color={walletColors[record.wallet]}>
                    {t(`wallet:names.${walletNames[record.wallet]}`)}
                  </Badge>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(record.created_at, i18n.language)}
                  </Text>
                </Group>
                {record.memo && (
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {record.memo}
                  </Text>
                )}
              </Stack>
              <Stack gap={2} align="flex-end">
                <SignedAmount amount={record.amount} />
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {t('balance', { amount: groupMoney(record.balance) })}
                </Text>
              </Stack>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
