import type { AdminRole } from '@rangkai/shared';
import { IconCash } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { WithdrawalsPendingCount } from './components/withdrawals-pending-count';

function page(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) };
}

/** The withdrawals page, a child of the console layout (code-split). */
export const adminWithdrawalsRoutes: RouteObject[] = [
  {
    path: 'withdrawals',
    ...page(() => import('./components/withdrawals-page').then((m) => m.WithdrawalsPage)),
  },
];

/** Its navigation entry (label in `adminWithdrawals`) with the queue's count; admins only. */
export const adminWithdrawalsNavItems: {
  to: string;
  label: string;
  Icon: typeof IconCash;
  roles: readonly AdminRole[];
  Count?: ComponentType;
}[] = [
  {
    to: '/admin/withdrawals',
    label: 'adminWithdrawals:nav.withdrawals',
    Icon: IconCash,
    roles: ['admin'],
    Count: WithdrawalsPendingCount,
  },
];
