import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GuardWorld } from './guard-data';
import { repoRoot } from './server';

/**
 * The screens the guard visits. The routes come from the app's own route files (parsed here),
 * and `uncovered` names every declared route the tables below do not visit: a new route fails
 * the guard until it is added.
 */

/**
 * One thing to do on a screen before checking it again: clicks in order (a bare word is a
 * data-testid, anything else a selector; the first visible match is clicked). Dialogs are closed
 * afterwards; tabs stay as they are.
 */
export interface Stage {
  name: string;
  clicks: string[];
}

export interface Visit {
  /** The declared route (e.g. `/web/product/orderDetails`). */
  route: string;
  url: string;
  /** Added to the screenshot's name when a route is visited more than once. */
  variant?: string;
  stages?: Stage[];
  /** The announcement popup shows here (the first member screen): wait for it. */
  popup?: boolean;
  /** Parts of it are drawn when scrolled to: checked after scrolling to its end. */
  scrollDown?: boolean;
}

const srcFile = (path: string) => join(repoRoot, 'apps/web/src', path);

/**
 * Route paths declared in a route file (nested `children: [...]` joined), with `base` first;
 * paths that only group children (`product`, `record`…) are left out.
 */
export function declaredPaths(file: string, base: string): string[] {
  const source = readFileSync(srcFile(file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '');
  const join2 = (a: string, b: string) => (b.startsWith('/') ? b : `${a}/${b}`.replace(/\/+$/, ''));
  type Frame = { prefix: string; path?: string; brace: boolean };
  const stack: Frame[] = [{ prefix: base, brace: true }];
  const paths: string[] = [];
  const parents = new Set<string>();
  const token = /path:\s*'([^']*)'|children:\s*\[|[[\]{}]/g;
  for (const match of source.matchAll(token)) {
    const top = stack[stack.length - 1];
    const text = match[0];
    if (match[1] !== undefined) {
      const innermost = [...stack].reverse().find((f) => f.brace) as Frame;
      innermost.path = match[1];
      paths.push(join2(innermost.prefix, match[1]));
    } else if (text.startsWith('children')) {
      const innermost = [...stack].reverse().find((f) => f.brace) as Frame;
      const prefix = join2(innermost.prefix, innermost.path ?? '');
      if (innermost.path !== undefined) parents.add(prefix);
      stack.push({ prefix, brace: false });
    } else if (text === '[' || text === '{') {
      stack.push({ prefix: top.prefix, brace: text === '{' });
    } else if (stack.length > 1) {
      stack.pop();
    }
  }
  // The back-office root keeps its dashboard (an index route): only pure groups are dropped.
  return paths.filter((p) => !parents.has(p) || p === '/admin');
}

/** Every member-site route: `/web` routes, the registration, "coming soon", not found. */
export function memberSitePaths(): string[] {
  return [
    ...declaredPaths('app/routes/open-routes.ts', '/web'),
    ...declaredPaths('app/routes/member-routes.ts', '/web'),
    ...declaredPaths('app/router.tsx', '').filter((p) => p !== '/' && p !== '/web'),
  ];
}

/** Every back-office route, from the console's routes and each feature's. */
export function backOfficePaths(): string[] {
  const features = [
    'admin-orders',
    'admin-mall',
    'admin-hotels',
    'admin-compensation',
    'wallet-admin',
    'admin-kyc',
    'admin-withdrawals',
    'admin-notifications',
    'admin-tickets',
    'admin-news',
    'admin-reference',
    'admin-reports',
  ];
  return [
    ...declaredPaths('features/admin/routes.tsx', ''),
    ...features.flatMap((f) => declaredPaths(`features/${f}/routes.ts`, '/admin')),
  ];
}

/** The declared routes no visit covers (`*` is visited as a made-up path). */
export function uncovered(paths: string[], visits: Visit[]): string[] {
  const visited = new Set(visits.map((v) => v.route));
  return paths.filter((p) => !visited.has(p));
}

/** A sidebar entry at 375 px: the menu opens first when it is closed. */
const sidebar = (name: string, testId: string): Stage => ({
  name,
  clicks: [`menu:${testId}`],
});

/** Screens a visitor sees (visited before logging in). */
export function visitorVisits(): Visit[] {
  const web = (path: string, variant?: string): Visit => ({
    route: `/web/${path}`,
    url: `/web/${path}`,
    variant,
  });
  return [
    web('sessions/loginPage'),
    { route: '/web/sessions/login', url: '/web/sessions/login' },
    { ...web('sessions/forget_password') },
    { ...web('sessions/forget_secpassword') },
    { ...web('sessions/set_secpassword') },
    { route: '/register', url: '/register' },
    { ...web('dashboard', 'visitor'), popup: true },
    web('terms'),
    web('privacy'),
  ];
}

/** Screens of the logged-in member, with the dialogs the sidebar and pages open. */
/** The business date `days` from today in Asia/Kuala_Lumpur (UTC+8, no DST): a hotel stay. */
const stay = (days: number) =>
  new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

export function memberVisits({ ids }: GuardWorld): Visit[] {
  const web = (path: string, query = '', variant?: string, stages?: Stage[]): Visit => ({
    route: `/web/${path}`,
    url: `/web/${path}${query}`,
    variant,
    stages,
  });
  const home = web('dataDisplay', '', undefined, [
    sidebar('transfer', 'main-transfer'),
    sidebar('change-wallet', 'main-change_wallet'),
    sidebar('upgrade', 'main-upgrade_package'),
    sidebar('withdraw', 'main-withdraw'),
    sidebar('edit-profile', 'nav-edit_profile'),
    sidebar('withdraw-details', 'nav-withdraw_details'),
    sidebar('security', 'nav-security_center'),
    sidebar('contact-us', 'nav-contact_us'),
    sidebar('kyc', 'nav-kyc'),
  ]);
  return [
    { ...home, popup: true, scrollDown: true },
    web('me'),
    web('notification'),
    web('ib_tree', '', undefined, [{ name: 'register', clicks: ['open-register-member'] }]),
    web('voucherList'),
    web('dashboard', '', 'member'),
    web('product/details', `?id=${ids.product}`),
    web('product/cart'),
    web('product/address'),
    web('product/create-address'),
    web('product/addaddress', `?id=${ids.address}`),
    web('product/checkout', `?ids=${ids.cartProduct}`),
    web('product/orderHistory'),
    web('product/orderDetails', `?id=${ids.completedOrder}`, 'completed'),
    web('product/orderDetails', `?id=${ids.paidOrder}`, 'paid'),
    web('product/tracking', `?id=${ids.completedOrder}`),
    web('hotel', `?check_in=${stay(7)}&check_out=${stay(9)}`),
    web('hotel/detail', `?id=${ids.hotel}&check_in=${stay(7)}&check_out=${stay(9)}`),
    web('hotel/cart'),
    web('hotel/bookings'),
    // The guard's member has no booking: the screen's not-found state.
    web('hotel/booking', '?id=0'),
    web('bonus/bonusRecord'),
    ...['transfer', 'upgrade', 'bonus', 'withdraw', 'deposit'].map((type) =>
      web('record/allRecord', `?type=${type}`, type),
    ),
    web('record/tree'),
    web('record/member'),
    web('record/walletRecord'),
    web('record/withdrawRecord'),
    web('record/downlineRecord'),
    web('general/newsList'),
    web('general/newsDetails', `?id=${ids.news}`),
    web('general/ticketList'),
    web('general/ticketDetails', `?id=${ids.ticket}`),
    { route: '/coming_soon', url: '/coming_soon' },
    { route: '/*', url: '/web/no-such-page' },
  ];
}

/** The back-office at 1280 px, with its drawers and dialogs. */
export function backOfficeVisits({ ids }: GuardWorld): Visit[] {
  const admin = (path: string, stages?: Stage[], url = path): Visit => ({
    route: path === '' ? '/admin' : `/admin/${path}`,
    url: `/admin/${url}`,
    stages,
  });
  return [
    admin(''),
    admin('members'),
    admin(
      'members/:id',
      [
        { name: 'tab-kyc', clicks: ['admin-tab-kyc'] },
        { name: 'tab-ledger', clicks: ['admin-tab-ledger'] },
        { name: 'tab-packages', clicks: ['admin-tab-packages'] },
        { name: 'tab-bonuses', clicks: ['admin-tab-bonuses'] },
        { name: 'tab-trees', clicks: ['admin-tab-trees'] },
        { name: 'action', clicks: ['[data-testid^="admin-action-"]'] },
      ],
      `members/${ids.member}`,
    ),
    admin('settings', [
      { name: 'package', clicks: ['[data-testid^="admin-package-edit-"]'] },
      { name: 'history', clicks: ['[data-testid^="admin-setting-"] button[aria-label]'] },
    ]),
    admin('audit-log'),
    admin('admins', [{ name: 'create', clicks: ['admin-create-open'] }]),
    admin('orders', [
      { name: 'drawer', clicks: ['admin-orders-table-row'] },
      { name: 'ship', clicks: ['admin-orders-table-row', 'admin-order-action-ship'] },
    ]),
    admin('bonuses'),
    admin('mall/products'),
    admin('mall/products/new'),
    admin('mall/products/:id', [], `mall/products/${ids.product}`),
    admin('mall/categories', [{ name: 'new', clicks: ['admin-mall-category-new'] }]),
    admin('mall/vouchers', [
      { name: 'new', clicks: ['admin-mall-voucher-new'] },
      { name: 'edit', clicks: ['admin-mall-voucher-edit'] },
    ]),
    admin('mall/sales'),
    admin('hotels'),
    admin('hotels/new'),
    admin(
      'hotels/:id',
      [{ name: 'calendar', clicks: ['admin-room-calendar'] }],
      `hotels/${ids.hotel}`,
    ),
    admin('hotel-bookings'),
    admin('hotel-sales'),
    admin('bonus-closes', [{ name: 'close', clicks: ['admin-close-now'] }]),
    admin('deposits', [{ name: 'review', clicks: ['admin-deposits-table-row'] }]),
    admin('wallet-adjust'),
    admin('ledger'),
    admin('kyc', [{ name: 'review', clicks: ['admin-kyc-tab-approved', 'admin-kyc-table-row'] }]),
    admin('withdrawals', [{ name: 'review', clicks: ['admin-withdrawal-open'] }]),
    admin('notifications'),
    admin('tickets'),
    admin('tickets/:id', [], `tickets/${ids.ticket}`),
    admin('news'),
    admin('news/new', [{ name: 'preview', clicks: ['admin-news-preview-open'] }]),
    admin('news/:id', [], `news/${ids.news}`),
    admin('pages', [{ name: 'preview', clicks: ['admin-page-preview-open'] }]),
    admin('reports/reconciliation'),
    admin('password'),
    admin('reference/collect-points', [
      { name: 'new', clicks: ['admin-collect-point-new'] },
      { name: 'edit', clicks: ['admin-collect-point-edit'] },
    ]),
    admin('reference/countries', [{ name: 'edit', clicks: ['admin-country-edit'] }]),
    admin('reference/states', [{ name: 'edit', clicks: ['admin-state-edit'] }]),
    // The simulator's world has no holidays (a scenario names its own): the empty list, the form.
    admin('reference/public-holidays', [{ name: 'new', clicks: ['admin-holiday-new'] }]),
    { route: '/admin/*', url: '/admin/no-such-page' },
  ];
}
