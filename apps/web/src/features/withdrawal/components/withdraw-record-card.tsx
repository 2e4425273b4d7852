import { Divider, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { WithdrawRecord } from '@rangkai/shared';
import { IconBuildingBank } from '@tabler/icons-react';
import { formatDateTime } from '@/lib/date-format';
import { useTranslation } from '@/lib/i18n';
import { groupMoney } from '@/lib/money';
import { parsePhase, phaseMonth } from '../lib/phase';
import { maskAccount } from '../lib/withdraw-figures';
import { WithdrawStatusBadge } from './withdraw-status-badge';

function Figure({ label, value, usdt }: { label: string; value: string; usdt?: string }) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
        RM {groupMoney(value)}
      </Text>
      {usdt && (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          ≈ {groupMoney(usdt)} USDT
        </Text>
      )}
    </Stack>
  );
}

/** One withdrawal: amount and status, fee and amount received, the bank, and how it ended. */
export function WithdrawRecordCard({ record }: { record: WithdrawRecord }) {
  const { t, i18n } = useTranslation('withdraw');
  const phase = parsePhase(record.phase);

  return (
    <Paper withBorder radius="md" p="sm" data-testid="withdraw-record">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
          <Stack gap={0} miw={0}>
            <Text fw={700} style={{ whiteSpace: 'nowrap' }} data-testid="withdraw-record-amount">
              RM {groupMoney(record.amount)}
            </Text>
            <Text size="xs" c="dimmed">
              ≈ {groupMoney(record.amount_usdt)} USDT
            </Text>
          </Stack>
          <Stack gap={2} align="flex-end">
            <WithdrawStatusBadge status={record.status} />
            <Text size="xs" c="dimmed" ta="right">
              {formatDateTime(record.created_at, i18n.language)}
            </Text>
          </Stack>
        </Group>
        <SimpleGrid cols={2} spacing="xs">
          <Figure label={t('records.fee')} value={record.fee} />
          <Figure
            label={t('records.received')}
            value={record.amount_received}
            usdt={record.amount_received_usdt}
          />
        </SimpleGrid>
        <Divider />
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconBuildingBank
            size={16}
            color="var(--mantine-color-dimmed)"
            style={{ flex: 'none' }}
          />
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {record.bank_name} · {maskAccount(record.bank_number)} · {record.bank_user}
          </Text>
        </Group>
        {phase && (
          <Text size="xs" c="dimmed">
            {t('records.phase', {
              half: phase.half,
              month: phaseMonth(phase, i18n.language),
            })}
          </Text>
        )}
        {record.status === 'rejected' && (
          <Stack gap={0} data-testid="withdraw-reason">
            {record.reason && (
              <Text size="xs" c="red.7" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {t('records.rejected_reason', { reason: record.reason })}
              </Text>
            )}
            <Text size="xs" c="red.7">
              {t('records.refunded')}
            </Text>
          </Stack>
        )}
        {record.status === 'approved' && (
          <Text size="xs" c="blue.7">
            {t('records.approved_note')}
          </Text>
        )}
        {record.status === 'completed' && (
          <Text
            size="xs"
            c="teal.8"
            style={{ overflowWrap: 'anywhere' }}
            data-testid="withdraw-reference"
          >
            {record.bank_reference
              ? t('records.paid_reference', {
                  reference: record.bank_reference,
                  date: record.paid_at ? formatDateTime(record.paid_at, i18n.language) : '',
                })
              : t('records.paid')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
