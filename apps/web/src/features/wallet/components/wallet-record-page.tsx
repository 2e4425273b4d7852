import { Anchor, Group, Select, SimpleGrid, Stack, Tabs, Title } from '@mantine/core';
import { journalTypes, type Wallet, walletNames, wallets } from '@rangkai/shared';
import {
  IconArrowsExchange,
  IconBuildingBank,
  IconCashBanknote,
  IconListDetails,
} from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import {
  RecordsEmpty,
  RecordsError,
  RecordsLoading,
  RecordsPager,
} from '@/components/record-states';
import { useTranslation } from '@/lib/i18n';
import { useDepositRecords } from '../api/deposit-record';
import { type JournalType, useWalletRecords } from '../api/wallet-record';
import { DepositRecordList } from './deposit-record-list';
import { WalletRecordList } from './wallet-record-list';

type Tab = 'ledger' | 'deposits';
const ALL = 'all';

function pageOf(params: URLSearchParams): number {
  return Math.max(1, Math.floor(Number(params.get('page'))) || 1);
}

function isWallet(value: string | null): value is Wallet {
  return (wallets as readonly string[]).includes(value ?? '');
}

function isJournalType(value: string | null): value is JournalType {
  return (journalTypes as readonly string[]).includes(value ?? '');
}

/** Ledger lines filtered by wallet and movement type; paginated; filters kept in the URL. */
function LedgerTab() {
  const { t } = useTranslation('records');
  const [params, setParams] = useSearchParams();
  const walletParam = params.get('wallet');
  const typeParam = params.get('type');
  const wallet = isWallet(walletParam) ? walletParam : undefined;
  const type = isJournalType(typeParam) ? typeParam : undefined;
  const page = pageOf(params);
  const query = useWalletRecords({ wallet, type, page });

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === ALL) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };

  let body = <RecordsLoading />;
  if (query.isError) body = <RecordsError onRetry={() => void query.refetch()} />;
  else if (query.data) {
    const { records, total, last_page } = query.data;
    body =
      records.length === 0 ? (
        <RecordsEmpty
          text={t(wallet || type ? 'wallet_record.empty_filtered' : 'wallet_record.empty')}
        />
      ) : (
        <Stack gap={0} style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          <WalletRecordList records={records} />
          <RecordsPager
            page={page}
            lastPage={last_page}
            total={total}
            onChange={(next) => update({ page: String(next) })}
          />
        </Stack>
      );
  }

  return (
    <Stack gap="sm">
      <SimpleGrid cols={2} spacing="xs">
        <Select
          label={t('wallet_record.filter_wallet')}
          value={wallet ?? ALL}
          onChange={(value) => update({ wallet: value ?? undefined, page: undefined })}
          data={[
            { value: ALL, label: t('wallet_record.all_wallets') },
            ...wallets.map((w) => ({ value: w, label: t(`wallet:names.${walletNames[w]}`) })),
          ]}
          allowDeselect={false}
          data-testid="filter-wallet"
        />
        <Select
          label={t('wallet_record.filter_type')}
          value={type ?? ALL}
          onChange={(value) => update({ type: value ?? undefined, page: undefined })}
          data={[
            { value: ALL, label: t('wallet_record.all_types') },
            ...journalTypes.map((j) => ({ value: j, label: t(`types.${j}`) })),
          ]}
          allowDeselect={false}
          data-testid="filter-type"
        />
      </SimpleGrid>
      {body}
    </Stack>
  );
}

function DepositsTab() {
  const { t } = useTranslation('records');
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const query = useDepositRecords(page);

  if (query.isPending) return <RecordsLoading />;
  if (query.isError) return <RecordsError onRetry={() => void query.refetch()} />;
  const { records, total, last_page } = query.data;
  if (records.length === 0) return <RecordsEmpty text={t('deposit_record.empty')} />;
  return (
    <Stack gap={0} style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
      <DepositRecordList records={records} />
      <RecordsPager
        page={page}
        lastPage={last_page}
        total={total}
        onChange={(next) => setParams({ tab: 'deposits', page: String(next) }, { replace: true })}
      />
    </Stack>
  );
}

/** /web/record/walletRecord: wallet ledger lines and, on a second tab, deposit requests. */
export function WalletRecordPage() {
  const { t } = useTranslation('records');
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'deposits' ? 'deposits' : 'ledger';

  return (
    <Stack gap="md" data-testid="wallet-record-page">
      <Group justify="space-between" align="flex-end" gap="xs">
        <Title order={3}>{t('wallet_record.title')}</Title>
        <Group gap="md">
          <Anchor component={Link} to="/web/record/allRecord?type=transfer" size="sm">
            <Group gap={4} wrap="nowrap">
              <IconArrowsExchange size={16} />
              {t('transfer.title')}
            </Group>
          </Anchor>
          <Anchor
            component={Link}
            to="/web/record/withdrawRecord"
            size="sm"
            data-testid="wallet-record-withdrawals"
          >
            <Group gap={4} wrap="nowrap">
              <IconCashBanknote size={16} />
              {t('wallet_record.withdrawals')}
            </Group>
          </Anchor>
        </Group>
      </Group>
      <Tabs
        value={tab}
        onChange={(value) => setParams(value === 'deposits' ? { tab: 'deposits' } : {})}
        keepMounted={false}
      >
        <Tabs.List grow mb="sm">
          <Tabs.Tab
            value="ledger"
            leftSection={<IconListDetails size={16} />}
            data-testid="tab-ledger"
          >
            {t('wallet_record.tab_ledger')}
          </Tabs.Tab>
          <Tabs.Tab
            value="deposits"
            leftSection={<IconBuildingBank size={16} />}
            data-testid="tab-deposits"
          >
            {t('wallet_record.tab_deposits')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="ledger">
          <LedgerTab />
        </Tabs.Panel>
        <Tabs.Panel value="deposits">
          <DepositsTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
