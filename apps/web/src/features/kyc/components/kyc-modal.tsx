import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { RecordsError } from '@/components/record-states';
import { boldTitle } from '@/lib/dialog-styles';
import type { DialogView } from '@/lib/dialogs';
import { i18n, useTranslation } from '@/lib/i18n';
import { useKyc } from '../api/kyc';
import { KycForm } from './kyc-form';
import { KycReview } from './kyc-review';

function Loading() {
  return (
    <Stack gap="md" data-testid="kyc-loading">
      {[1, 2, 3].map((row) => (
        <Skeleton key={row} h={48} />
      ))}
      <Skeleton h={120} />
    </Stack>
  );
}

/**
 * Spec §2/§4 KYC dialog, from the latest submission: none or failed → the form (a failure with
 * its reason); pending → "review within 24 hours"; approved → read only with the stored images.
 */
function KycContent({ close }: { close: () => void }) {
  const { t } = useTranslation('kyc');
  const kyc = useKyc(true);

  let content = <Loading />;
  if (kyc.isError) {
    content = (
      <RecordsError
        namespace="kyc"
        testId="load-failed"
        onRetry={() => void kyc.refetch()}
        retrying={kyc.isFetching}
      />
    );
  } else if (kyc.isSuccess) {
    const latest = kyc.data;
    if (latest && (latest.status === 'pending' || latest.status === 'approved')) {
      content = <KycReview kyc={latest} />;
    } else {
      const failed = latest?.status === 'failed' ? latest : null;
      content = (
        <Stack gap="md">
          {failed && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertTriangle size={18} />}
              title={t('status.failed_title')}
              data-testid="kyc-failed"
            >
              {failed.reason && (
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {t('status.failed_reason', { reason: failed.reason })}
                </Text>
              )}
              <Text size="sm">{t('status.failed')}</Text>
            </Alert>
          )}
          <KycForm previous={failed} onDone={close} />
        </Stack>
      );
    }
  }

  return content;
}

export const kycDialog: DialogView<void> = (_, close) => ({
  title: i18n.t('kyc:title'),
  ...boldTitle,
  'data-testid': 'kyc-dialog',
  children: <KycContent close={close} />,
});
