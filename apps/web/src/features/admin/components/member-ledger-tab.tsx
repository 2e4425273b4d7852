import { Badge, Group, ScrollArea, SegmentedControl, Stack, Text } from '@mantine/core';
import { type AdminLedgerLine, type Wallet, wallets } from '@rangkai/shared';
import { useState } from 'react';
import { CsvDownloadButton } from '@/components/admin/csv-download-button';
import { type Column, DataTable } from '@/components/admin/data-table';
import { PagedResult } from '@/components/admin/paged-result';
import { formatDateTime } from '@/lib/date-format';
import { useTranslation } from '@/lib/i18n';
import { groupMoney } from '@/lib/money';
import { useLedger } from '../api/members';
import { ledgerTypeKey } from '../lib/labels';

/** A member's ledger lines, newest first, all wallets or one. */
export function MemberLedgerTab({ memberId }: { memberId: number }) {
  const { t, i18n } = useTranslation(['admin', 'walletAdmin']);
  const [wallet, setWallet] = useState<Wallet | 'all'>('all');
  const [page, setPage] = useState(1);
  const ledger = useLedger(memberId, wallet === 'all' ? undefined : wallet, page);

  const columns: Column<AdminLedgerLine>[] = [
    {
      key: 'date',
      label: t('ledger.date'),
      render: (l) => formatDateTime(l.created_at, i18n.language),
    },
    {
      key: 'wallet',
      label: t('ledger.wallet'),
      render: (l) => (
        <Badge variant="light" tt="none" title={l.wallet}>
          {t(`walletAdmin:wallets.${l.wallet}`, { defaultValue: l.wallet })}
        </Badge>
      ),
    },
    {
      key: 'type',
      label: t('ledger.type'),
      // The translated type, with the journal code beneath for operators.
      render: (l) => (
        <Stack gap={0} data-testid="admin-ledger-type">
          <Text size="sm" fw={500}>
            {t(ledgerTypeKey(l.type), { defaultValue: l.type })}
          </Text>
          <Text size="xs" c="dimmed" ff="monospace">
            {l.type}
          </Text>
        </Stack>
      ),
    },
    { key: 'memo', label: t('ledger.memo'), render: (l) => l.memo ?? '—' },
    { key: 'note', label: t('ledger.note'), render: (l) => l.note ?? '—' },
    {
      key: 'amount',
      label: t('ledger.amount'),
      numeric: true,
      render: (l) => (
        <Text size="sm" fw={600} c={l.amount.startsWith('-') ? 'red.7' : 'teal.7'}>
          {l.amount.startsWith('-') ? '' : '+'}
          {groupMoney(l.amount)}
        </Text>
      ),
    },
    {
      key: 'balance',
      label: t('ledger.balance_after'),
      numeric: true,
      render: (l) => groupMoney(l.balance_after),
    },
  ];

  const body = (
    <PagedResult query={ledger} page={page} onPage={setPage} emptyText={t('ledger.empty')}>
      {(records) => (
        <DataTable
          rows={records}
          columns={columns}
          rowKey={(l) => l.id}
          minWidth={760}
          testId="admin-ledger-table"
        />
      )}
    </PagedResult>
  );

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <ScrollArea type="never" maw="100%">
          <SegmentedControl
            size="xs"
            value={wallet}
            onChange={(value) => {
              setWallet(value as Wallet | 'all');
              setPage(1);
            }}
            data={[
              { value: 'all', label: t('ledger.all_wallets') },
              ...wallets.map((w) => ({ value: w, label: w })),
            ]}
          />
        </ScrollArea>
        <CsvDownloadButton
          path={`/api/admin/members/${memberId}/ledger`}
          query={{ wallet: wallet === 'all' ? undefined : wallet }}
          testId="admin-ledger-csv"
        />
      </Group>
      {body}
    </Stack>
  );
}
