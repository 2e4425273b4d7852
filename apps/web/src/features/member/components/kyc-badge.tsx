import { Badge } from '@mantine/core';
import type { KycStatus } from '@rangkai/shared';
import { useTranslation } from '@/lib/i18n';
import { kycStatusColors } from '../lib/kyc-status';

export { canOpenKyc } from '../lib/kyc-status';

/** KYC label of spec §2: pending (warning) or approved (success); failed/not started too. */
export function KycBadge({ status }: { status: KycStatus }) {
  const { t } = useTranslation('member');
  return (
    <Badge color={kycStatusColors[status]} variant="light" size="sm" data-testid="kyc-badge">
      {t(`kyc_status.${status}`)}
    </Badge>
  );
}
