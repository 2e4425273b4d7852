import { Stack, Title } from '@mantine/core';
import { Navigate, useSearchParams } from 'react-router';
import { TransferRecords } from '@/features/wallet';
import { useTranslation } from '@/lib/i18n';
import { pageParam } from '@/lib/member-page-query';
import { PackageRecordPage } from './package-record-page';

/**
 * The record types that have a page of their own: `allRecord?type=…` opens it (its other query
 * parameters, e.g. `page` or `status`, carried over), so each list is written once.
 */
const recordPages: Record<string, { path: string; search?: Record<string, string> }> = {
  bonus: { path: '/web/bonus/bonusRecord' },
  withdraw: { path: '/web/record/withdrawRecord' },
  deposit: { path: '/web/record/walletRecord', search: { tab: 'deposits' } },
  wallet: { path: '/web/record/walletRecord' },
  downline: { path: '/web/record/downlineRecord' },
  member: { path: '/web/record/member' },
  order: { path: '/web/product/orderHistory' },
};
const aliases: Record<string, string> = {
  package: 'upgrade',
  withdrawal: 'withdraw',
  deposits: 'deposit',
  orders: 'order',
  orderHistory: 'order',
  sponsor: 'member',
};

/**
 * /web/record/allRecord?type=…: `transfer` lists transfers in and out; `upgrade` the package
 * records (own and downline purchases); bonus, withdraw, deposit, wallet, downline, member and
 * order open their record pages. No type (or one not known) means transfers.
 */
export function AllRecordPage() {
  const { t } = useTranslation('records');
  const [params, setParams] = useSearchParams();
  const asked = params.get('type') ?? 'transfer';
  const type = aliases[asked] ?? asked;

  if (type === 'upgrade') return <PackageRecordPage />;
  const target = recordPages[type];
  if (target) {
    const search = new URLSearchParams(params);
    search.delete('type');
    for (const [key, value] of Object.entries(target.search ?? {})) search.set(key, value);
    const query = search.toString();
    return <Navigate replace to={query ? `${target.path}?${query}` : target.path} />;
  }

  const page = pageParam(params);
  return (
    <Stack gap="md" data-testid="transfer-record-page">
      <Title order={3}>{t('transfer.title')}</Title>
      <TransferRecords
        page={page}
        onPageChange={(next) =>
          setParams({ type: 'transfer', page: String(next) }, { replace: true })
        }
      />
    </Stack>
  );
}
