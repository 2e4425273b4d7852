import { Alert, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { RecordsError } from '@/components/record-states';
import { useTranslation } from '@/lib/i18n';
import { useKyc } from '../api/kyc';
import { closeKyc, kycModal } from '../stores';
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
export function KycModal() {
  const { t } = useTranslation('kyc');
  const opened = kycModal.useModal() !== null;
  const phone = useMediaQuery('(max-width: 36em)');
  const kyc = useKyc(opened);

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
          <KycForm previous={failed} onDone={closeKyc} />
        </Stack>
      );
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={closeKyc}
      title={t('title')}
      fullScreen={phone}
      centered
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      data-testid="kyc-dialog"
    >
      {content}
    </Modal>
  );
}
