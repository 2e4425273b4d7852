import { Badge } from '@mantine/core';
import type { KycStatus } from '@rangkai/shared';
import { useTranslation } from '@/lib/i18n';

const colors: Record<KycStatus, string> = {
  not_started: 'gray',
  pending: 'yellow',
  approved: 'teal',
  failed: 'red',
};

export function KycStatusBadge({ status }: { status: KycStatus }) {
  const { t } = useTranslation('adminKyc');
  return (
    <Badge
      variant="light"
      color={colors[status]}
      data-testid="admin-kyc-status"
      data-status={status}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}
