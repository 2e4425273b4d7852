import { Badge } from '@mantine/core';
import type { AdminMemberStatus, KycStatus } from '@rangkai/shared';
import { useTranslation } from '@/lib/i18n';

/** `miw="max-content"` on both badges: a squeezed table column never cuts one to "AC…". */
export function MemberStatusBadge({ status }: { status: AdminMemberStatus }) {
  const { t } = useTranslation('admin');
  return (
    <Badge
      variant="light"
      color={status === 'active' ? 'teal' : 'red'}
      miw="max-content"
      data-testid="admin-member-status"
      data-status={status}
    >
      {t(`member_status.${status}`)}
    </Badge>
  );
}

const kycColors: Record<KycStatus, string> = {
  not_started: 'gray',
  pending: 'yellow',
  approved: 'teal',
  failed: 'red',
};

export function KycBadge({ status }: { status: KycStatus }) {
  const { t } = useTranslation('admin');
  return (
    <Badge variant="dot" color={kycColors[status]} miw="max-content">
      {t(`kyc_status.${status}`)}
    </Badge>
  );
}
