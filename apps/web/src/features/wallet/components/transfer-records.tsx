import { Badge, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { walletNames } from '@rangkai/shared';
import { IconArrowDownLeft, IconArrowUpRight } from '@tabler/icons-react';
import {
  RecordsEmpty,
  RecordsError,
  RecordsLoading,
  RecordsPager,
  SignedAmount,
} from '@/components/record-states';
import { formatDateTime } from '@/lib/date-format';
import { useTranslation } from '@/lib/i18n';
import { type TransferRecord, useTransferRecords } from '../api/transfer-record';

function TransferRow({ record }: { record: TransferRecord }) {
  const { t, i18n } = useTranslation('records');
  const incoming = record.direction === 'in';
  const { username, member_code } = record.counterparty;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      data-testid="transfer-record"
      data-direction={record.direction}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <ThemeIcon variant="light" radius="xl" size="lg" color={incoming ? 'teal' : 'red'}>
          {incoming ? <IconArrowDownLeft size={18} /> : <IconArrowUpRight size={18} />}
        </ThemeIcon>
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Text
            size="sm"
            fw={600}
            style={{ overflowWrap: 'anywhere' }}
            data-testid="transfer-counterparty"
          >
            {t(incoming ? 'transfer.from' : 'transfer.to', { username })}
          </Text>
          <Text size="xs" c="dimmed">
            {member_code}
          </Text>
          <Group gap={6}>
            <Badge size="xs" variant="light" color={incoming ? 'teal' : 'red'}>
              {t(incoming ? 'transfer.in' : 'transfer.out')}
            </Badge>
            <Text size="xs" c="dimmed">
              {t(`wallet:names.${walletNames[record.wallet]}`)}
            </Text>
          </Group>
          {record.remark && (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('transfer.remark', { remark: record.remark })}
            </Text>
          )}
        </Stack>
        <Stack gap={2} align="flex-end">
          <SignedAmount amount={incoming ? record.amount : `-${record.amount}`} />
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(record.created_at, i18n.language)}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

/** Transfers in and out with the other member, one page at a time. */
export function TransferRecords({
  page,
  onPageChange,
}: {
  page: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation('records');
  const query = useTransferRecords(page);
  if (query.isPending) return <RecordsLoading />;
  if (query.isError) return <RecordsError onRetry={() => void query.refetch()} />;
  const { records, total, last_page } = query.data;
  if (records.length === 0) return <RecordsEmpty text={t('transfer.empty')} />;
  return (
    <Stack
      gap={0}
      data-testid="transfer-records"
      style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}
    >
      <Stack gap="xs">
        {records.map((record) => (
          <TransferRow key={record.id} record={record} />
        ))}
      </Stack>
      <RecordsPager page={page} lastPage={last_page} total={total} onChange={onPageChange} />
    </Stack>
  );
}
