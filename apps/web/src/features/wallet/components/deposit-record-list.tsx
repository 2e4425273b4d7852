import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { DepositRecord } from '@rangkai/shared';
import { formatDateTime } from '@/lib/date-format';
import { useTranslation } from '@/lib/i18n';
import { groupMoney } from '@/lib/money';

const statusColors: Record<DepositRecord['status'], string> = {
  pending: 'yellow',
  approved: 'teal',
  rejected: 'red',
};

/** The member's deposit requests with their review status (and the reason of a rejection). */
export function DepositRecordList({ records }: { records: DepositRecord[] }) {
  const { t, i18n } = useTranslation('wallet');
  return (
    <Stack gap="xs" data-testid="deposit-records">
      {records.map((record) => (
        <Paper key={record.id} withBorder radius="md" p="sm" data-testid="deposit-record">
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
            <Stack gap={2} miw={0}>
              <Text size="sm" fw={600}>
                {t(`deposit.method_${record.method}`)}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(record.created_at, i18n.language)}
              </Text>
              {record.reference && (
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {t('fields.reference')}: {record.reference}
                </Text>
              )}
              {record.reason && (
                <Text
                  size="xs"
                  c={record.status === 'rejected' ? 'red.7' : 'dimmed'}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {t('deposit.reason')}: {record.reason}
                </Text>
              )}
            </Stack>
            <Stack gap={4} align="flex-end">
              <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                RM {groupMoney(record.amount)}
              </Text>
              <Badge
                size="sm"
                variant="light"
                color={statusColors[record.status]}
                data-testid="deposit-status"
              >
                {t(`deposit.status.${record.status}`)}
              </Badge>
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
