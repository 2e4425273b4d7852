import { Badge } from '@mantine/core';
import type { WithdrawStatus } from '@rangkai/shared';
import { useTranslation } from '@/lib/i18n';

const colors: Record<WithdrawStatus, string> = {
  pending: 'yellow',
  approved: 'blue',
  completed: 'teal',
  rejected: 'red',
};

export function WithdrawalStatusBadge({ status }: { status: WithdrawStatus }) {
  const { t } = useTranslation('adminWithdrawals');
  return (
    <Badge
      variant="light"
      color={colors[status]}
      data-testid="admin-withdrawal-status"
      data-status={status}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}
