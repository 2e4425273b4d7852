import { Divider, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { AdminKycItem } from '@rangkai/shared';
import { useState } from 'react';
import { ErrorState, LoadingState } from '@/components/admin/data-state';
import { useTranslation } from '@/lib/i18n';
import { useKycItem } from '../api/kyc';
import { KycDecisionPanel } from './kyc-decision';
import { KycIdentity } from './kyc-identity';
import { KycImages } from './kyc-images';
import { KycReleasePanel } from './kyc-release';

/**
 * One submission: who sent it and what, its images (fetched now, each view audited), and for a
 * pending one the decision. `id` null closes it.
 */
export function KycReviewModal({
  id,
  listed,
  onClose,
}: {
  id: number | null;
  /** The row opened from the list, shown while the submission itself loads. */
  listed?: AdminKycItem;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminKyc');
  const phone = useMediaQuery('(max-width: 36em)');
  // The last submission shown stays while the dialog fades out.
  const [shownId, setShownId] = useState(id);
  if (id !== null && id !== shownId) setShownId(id);
  const item = useKycItem(shownId, listed);
  const [viewing, setViewing] = useState(false);
  const [now] = useState(() => new Date());

  let body = <LoadingState />;
  if (item.isError) body = <ErrorState error={item.error} onRetry={() => void item.refetch()} />;
  else if (item.data) {
    const data = item.data;
    body = (
      <Stack gap="sm" data-testid="admin-kyc-review">
        <KycIdentity item={data} now={now} />
        <Divider label={t('review.images')} labelPosition="left" />
        <KycImages item={data} onViewing={setViewing} />
        {data.status === 'pending' && !item.isPlaceholderData && (
          <>
            <Divider />
            <KycDecisionPanel item={data} onDone={onClose} onRefused={() => void item.refetch()} />
          </>
        )}
        {data.ic_releasable && !item.isPlaceholderData && (
          <>
            <Divider />
            <KycReleasePanel item={data} />
          </>
        )}
      </Stack>
    );
  }

  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      closeOnEscape={!viewing}
      title={t('review.title', { id: shownId ?? '' })}
      fullScreen={phone}
      size="min(1100px, 96vw)"
      centered
      styles={{ title: { fontWeight: 700 } }}
    >
      {body}
    </Modal>
  );
}
