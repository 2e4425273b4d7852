import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ComingSoonState } from '@/components/coming-soon-state';
import { TransferRecords } from '@/features/wallet';

/**
 * /web/record/allRecord?type=…: `transfer` lists transfers in and out; `upgrade` (package
 * records) waits for the package feature. No type means transfers.
 */
export function AllRecordPage() {
  const { t } = useTranslation('records');
  const [params, setParams] = useSearchParams();
  const type = params.get('type') ?? 'transfer';

  if (type !== 'transfer') {
    const title = t(`all_record.${type === 'upgrade' ? 'upgrade' : 'title'}`);
    return <ComingSoonState title={title} />;
  }

  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
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
