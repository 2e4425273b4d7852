import type { AdminRole } from '@rangkai/shared';
import { IconId } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { KycPendingCount } from './components/kyc-pending-count';

function page(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) };
}

/** The KYC review page, a child of the console layout (code-split). */
export const adminKycRoutes: RouteObject[] = [
  {
    path: 'kyc',
    ...page(() => import('./components/kyc-page').then((m) => m.KycPage)),
  },
];

/** Its navigation entry (label in the `adminKyc` namespace) with the queue's count; admins only. */
export const adminKycNavItems: {
  to: string;
  label: string;
  Icon: typeof IconId;
  roles: readonly AdminRole[];
  Count?: ComponentType;
}[] = [
  {
    to: '/admin/kyc',
    label: 'adminKyc:nav.kyc',
    Icon: IconId,
    roles: ['admin'],
    Count: KycPendingCount,
  },
];
