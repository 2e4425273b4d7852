import { Badge } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { kycListQuery } from '../api/kyc';

/**
 * The navigation's count of submissions waiting: the total of the queue's first page, the same
 * query as the page itself opens with (so no second request there), refreshed after a review.
 */
export function KycPendingCount() {
  const queue = useQuery({ ...kycListQuery('pending', 1), staleTime: 60_000 });
  const total = queue.data?.total ?? 0;
  if (total === 0) return null;
  return (
    <Badge
      size="sm"
      color="yellow"
      variant="filled"
      miw="max-content"
      data-testid="admin-nav-kyc-count"
    >
      {total}
    </Badge>
  );
}
