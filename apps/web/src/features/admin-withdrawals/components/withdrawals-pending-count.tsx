import { Badge } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { withdrawalsQuery } from '../api/withdrawals';

/**
 * The navigation's count of withdrawals waiting: the total of the queue's first page, the same
 * query as the page opens with (so no second request there), refreshed after an action.
 */
export function WithdrawalsPendingCount() {
  const queue = useQuery({
    ...withdrawalsQuery({ status: 'pending', search: '', page: 1 }),
    staleTime: 60_000,
  });
  const total = queue.data?.total ?? 0;
  if (total === 0) return null;
  return (
    <Badge
      size="sm"
      color="yellow"
      variant="filled"
      miw="max-content"
      data-testid="admin-nav-withdrawals-count"
    >
      {total}
    </Badge>
  );
}
