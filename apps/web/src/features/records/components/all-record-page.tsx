import { Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { ComingSoonState } from '@/components/coming-soon-state';
import { TransferRecords } from '@/features/wallet';
import { useTranslation } from '@/lib/i18n';
import { pageParam } from '@/lib/member-page-query';
import { PackageRecordPage } from './package-record-page';

/**
 * /web/record/allRecord?type=…: `transfer` lists transfers in and out; `upgrade` the package
 * records (own and downline purchases). No type means transfers.
 */
export function AllRecordPage() {
  const { t } = useTranslation('records');
  const [params, setParams] = useSearchParams();
  const type = params.get('type') ?? 'transfer';

  if (type === 'upgrade') return <PackageRecordPage />;
  if (type !== 'transfer') return <ComingSoonState title={t('all_record.title')} />;

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
