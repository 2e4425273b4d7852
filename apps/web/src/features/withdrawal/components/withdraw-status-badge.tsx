import { Badge } from '@mantine/core';
import type { WithdrawStatus } from '@rangkai/shared';
import { useTranslation } from '@/lib/i18n';

export const statusColors: Record<WithdrawStatus, string> = {
  pending: 'yellow',
  approved: 'blue',
  completed: 'teal',
  rejected: 'red',
};

/** Spec §4 withdrawal record states. */
export function WithdrawStatusBadge({ status }: { status: WithdrawStatus }) {
  const { t } = useTranslation('withdraw');
  return (
    <Badge size="sm" variant="light" color={statusColors[status]} data-testid="withdraw-status">
      {t(`status.${status}`)}
    </Badge>
  );
}
