import { Badge } from '@mantine/core';
import type { KycStatus } from '@rangkai/shared';
import { useTranslation } from '@/lib/i18n';

const colors: Record<KycStatus, string> = {
  pending: 'yellow',
  approved: 'green',
  failed: 'red',
  not_started: 'gray',
};

/** KYC label of spec §2: pending (warning) or approved (success); failed/not started too. */
export function KycBadge({ status }: { status: KycStatus }) {
  const { t } = useTranslation('member');
  return (
    <Badge color={colors[status]} variant="light" size="sm" data-testid="kyc-badge">
      {t(`kyc_status.${status}`)}
    </Badge>
  );
}

/** Spec §4: the KYC entry opens only when failed or approved (or not yet started). */
export function canOpenKyc(status: KycStatus): boolean {
  return status !== 'pending';
}
