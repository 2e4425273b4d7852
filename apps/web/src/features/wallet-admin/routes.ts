import type { AdminRole } from '@rangkai/shared';
import { IconBuildingBank, IconReportMoney, IconScale } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

function page(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) };
}

/** Back-office pages of the wallet, children of the console layout (code-split). */
export const walletAdminRoutes: RouteObject[] = [
  {
    path: 'deposits',
    ...page(() => import('./components/deposits-page').then((m) => m.DepositsPage)),
  },
  {
    path: 'wallet-adjust',
    ...page(() => import('./components/adjust-wallet-page').then((m) => m.AdjustWalletPage)),
  },
  {
    path: 'ledger',
    ...page(() => import('./components/ledger-page').then((m) => m.LedgerPage)),
  },
];

/** Their navigation entries (labels in the `walletAdmin` namespace); admins only, as on the server. */
export const walletAdminNavItems: {
  to: string;
  label: string;
  Icon: typeof IconScale;
  roles: readonly AdminRole[];
}[] = [
  {
    to: '/admin/deposits',
    label: 'walletAdmin:nav.deposits',
    Icon: IconBuildingBank,
    roles: ['admin'],
  },
  {
    to: '/admin/wallet-adjust',
    label: 'walletAdmin:nav.adjust',
    Icon: IconScale,
    roles: ['admin'],
  },
  { to: '/admin/ledger', label: 'walletAdmin:nav.ledger', Icon: IconReportMoney, roles: ['admin'] },
];
