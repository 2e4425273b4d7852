import { Badge } from '@mantine/core';
import type { AdminMemberStatus, KycStatus } from '@rangkai/shared';
import { useTranslation } from '@/lib/i18n';

export function MemberStatusBadge({ status }: { status: AdminMemberStatus }) {
  const { t } = useTranslation('admin');
  return (
    <Badge
      variant="light"
      color={status === 'active' ? 'teal' : 'red'}
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
    <Badge variant="dot" color={kycColors[status]}>
      {t(`kyc_status.${status}`)}
    </Badge>
  );
}
