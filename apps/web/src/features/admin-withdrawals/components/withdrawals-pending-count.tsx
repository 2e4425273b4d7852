import { useQuery } from '@tanstack/react-query';
import { NavCount } from '@/components/admin/nav-count';
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
  return <NavCount total={queue.data?.total} testId="admin-nav-withdrawals-count" />;
}
