import { useQuery } from '@tanstack/react-query';
import { NavCount } from '@/components/admin/nav-count';
import { kycListQuery } from '../api/kyc';

/**
 * The navigation's count of submissions waiting: the total of the queue's first page, the same
 * query as the page itself opens with (so no second request there), refreshed after a review.
 */
export function KycPendingCount() {
  const queue = useQuery({ ...kycListQuery('pending', 1), staleTime: 60_000 });
  return <NavCount total={queue.data?.total} testId="admin-nav-kyc-count" />;
}
