import { Alert, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { KycInfo } from '@rangkai/shared';
import { IconCircleCheck, IconClockHour4 } from '@tabler/icons-react';
import { formatDateTime } from '@/lib/date-format';
import { useTranslation } from '@/lib/i18n';
import { KycStoredImage } from './kyc-stored-image';

/**
 * A submission under review or approved (spec §4): the details and stored images, read only,
 * with no security password and no submit.
 */
export function KycReview({ kyc }: { kyc: KycInfo }) {
  const { t, i18n } = useTranslation('kyc');
  const approved = kyc.status === 'approved';
  const date = formatDateTime(
    approved ? (kyc.reviewed_at ?? kyc.submitted_at) : kyc.submitted_at,
    i18n.language,
  );

  return (
    <Stack gap="md" data-testid={approved ? 'kyc-approved' : 'kyc-pending'}>
      {approved ? (
        <Alert
          color="green"
          variant="light"
          icon={<IconCircleCheck size={18} />}
          title={t('status.approved_title')}
        >
          {t('status.approved', { date })}
        </Alert>
      ) : (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconClockHour4 size={18} />}
          title={t('status.pending_title')}
        >
          {t('status.pending', { date })}
        </Alert>
      )}
      <TextInput label={t('fields.id_number')} value={kyc.id_number} readOnly variant="filled" />
      <TextInput label={t('fields.fullname')} value={kyc.fullname} readOnly variant="filled" />
      <SimpleGrid cols={2} spacing="sm" verticalSpacing="md">
        <KycStoredImage
          label={t('fields.ic_front')}
          side="ic_front"
          path={kyc.ic_front}
          submissionId={kyc.id}
        />
        <KycStoredImage
          label={t('fields.ic_back')}
          side="ic_back"
          path={kyc.ic_back}
          submissionId={kyc.id}
        />
        {kyc.selfie && (
          <KycStoredImage
            label={t('fields.selfie')}
            side="selfie"
            path={kyc.selfie}
            submissionId={kyc.id}
          />
        )}
      </SimpleGrid>
    </Stack>
  );
}
