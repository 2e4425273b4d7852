import { Badge } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import type { DepositStatus } from '../api/deposits';

const colors: Record<DepositStatus, string> = {
  pending: 'yellow',
  approved: 'teal',
  rejected: 'red',
};

export function DepositStatusBadge({ status }: { status: DepositStatus }) {
  const { t } = useTranslation('walletAdmin');
  return (
    <Badge
      variant="light"
      color={colors[status]}
      data-testid="admin-deposit-status"
      data-status={status}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}
