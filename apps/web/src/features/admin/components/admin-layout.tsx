import {
  ActionIcon,
  AppShell,
  Badge,
  Burger,
  Divider,
  Group,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { AdminRole } from '@rangkai/shared';
import {
  IconChartBar,
  IconHistory,
  IconLogout,
  IconSettings,
  IconShieldCheck,
  IconUsers,
} from '@tabler/icons-react';
import { type ComponentType, Fragment } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { ErrorState, LoadingState } from '@/components/admin/data-state';
import { DialogsHost } from '@/components/dialogs-host';
import { Logo } from '@/components/logo';
import { adminCompensationNavItems } from '@/features/admin-compensation';
import { adminHotelsNavItems } from '@/features/admin-hotels';
import { adminKycNavItems } from '@/features/admin-kyc';
import { adminMallNavItems } from '@/features/admin-mall';
import { adminNewsNavItems } from '@/features/admin-news';
import { adminNotificationsNavItems } from '@/features/admin-notifications';
import { adminOrdersNavItems } from '@/features/admin-orders';
import { adminReferenceNavItems } from '@/features/admin-reference';
import { adminReportsNavItems } from '@/features/admin-reports';
import { adminTicketsNavItems } from '@/features/admin-tickets';
import { adminWithdrawalsNavItems } from '@/features/admin-withdrawals';
import { walletAdminNavItems } from '@/features/wallet-admin';
import { useAdminToken } from '@/lib/admin-session';
import { useTranslation } from '@/lib/i18n';
import { useAdminLogout, useAdminMe } from '../api/auth';
import { activeNavTo } from '../lib/active-nav';
import { ADMIN_LOGIN_PATH } from '../lib/constants';
import { AdminLanguageMenu } from './admin-language-menu';

interface NavItem {
  to: string;
  label: string;
  Icon: ComponentType<{ size?: number; stroke?: number }>;
  roles: readonly AdminRole[];
  end?: boolean;
  /** A count beside the label (a queue waiting), shown by the entry itself. */
  Count?: ComponentType;
  /** The heading (a translation key) of the entries shown together under it. */
  group?: string;
}

export const navItems: NavItem[] = [
  { to: '/admin', label: 'nav.dashboard', Icon: IconChartBar, roles: ['admin'], end: true },
  { to: '/admin/members', label: 'nav.members', Icon: IconUsers, roles: ['admin', 'support'] },
  ...adminOrdersNavItems,
  ...adminMallNavItems,
  ...adminHotelsNavItems,
  ...adminCompensationNavItems,
  ...walletAdminNavItems,
  ...adminKycNavItems,
  ...adminWithdrawalsNavItems,
  ...adminNotificationsNavItems,
  ...adminTicketsNavItems,
  ...adminNewsNavItems,
  ...adminReferenceNavItems,
  ...adminReportsNavItems,
  { to: '/admin/settings', label: 'nav.settings', Icon: IconSettings, roles: ['admin'] },
  { to: '/admin/audit-log', label: 'nav.audit_log', Icon: IconHistory, roles: ['admin'] },
  { to: '/admin/admins', label: 'nav.admins', Icon: IconShieldCheck, roles: ['admin'] },
];

/** Pages a role may open; the server checks again on every call. */
export function allowedFor(role: AdminRole, pathname: string): boolean {
  const item = [...navItems]
    .sort((a, b) => b.to.length - a.to.length)
    .find((i) =>
      i.end ? pathname === i.to || pathname === `${i.to}/` : pathname.startsWith(i.to),
    );
  return item ? item.roles.includes(role) : true;
}

/** /admin console: navbar, header with operator, role, language and logout; routed page. */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  const [opened, { toggle, close }] = useDisclosure(false);
  const token = useAdminToken();
  const me = useAdminMe();
  const logout = useAdminLogout();
  const { pathname, search } = useLocation();

  if (!token) return <Navigate to={ADMIN_LOGIN_PATH} replace />;
  const role = me.data?.role;
  const items = role ? navItems.filter((i) => i.roles.includes(role)) : [];
  // One entry lit: a filter's own entry (Returns) rather than its page's (Orders).
  const activeTo = activeNavTo(items, { pathname, search });

  let content = <Outlet />;
  if (me.isPending) content = <LoadingState />;
  else if (me.isError) content = <ErrorState error={me.error} onRetry={() => void me.refetch()} />;
  else if (role && !allowedFor(role, pathname)) {
    content = <Navigate to="/admin/members" replace />;
  }

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'xs', sm: 'md' }}
      bg="gray.0"
    >
      <AppShell.Header>
        <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('header.toggle_menu')}
              data-testid="admin-nav-toggle"
            />
            <Link to="/admin" style={{ textDecoration: 'none' }}>
              <Logo withName={false} />
            </Link>
            <Text fw={700} visibleFrom="xs" truncate>
              {t('title')}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap" miw={0}>
            {me.data && (
              <Stack gap={0} align="flex-end" miw={0} data-testid="admin-header-user">
                <Text size="sm" fw={600} truncate maw={140}>
                  {me.data.username}
                </Text>
                <Badge size="xs" variant="light" color={role === 'admin' ? 'teal' : 'blue'}>
                  {t(`roles.${me.data.role}`)}
                </Badge>
              </Stack>
            )}
            <AdminLanguageMenu />
            <Tooltip label={t('header.logout')}>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={t('header.logout')}
                loading={logout.isPending}
                onClick={() => logout.mutate()}
                data-testid="admin-logout"
              >
                <IconLogout size={20} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        <AppShell.Section grow component={ScrollArea}>
          <nav aria-label={t('title')}>
            {items.map((item, index) => (
              <Fragment key={item.to}>
                {!item.group && items[index - 1]?.group && <Divider my={6} />}
                {item.group && item.group !== items[index - 1]?.group && (
                  <Text
                    size="xs"
                    fw={700}
                    c="dimmed"
                    tt="uppercase"
                    px="sm"
                    pt="sm"
                    pb={4}
                    data-testid="admin-nav-group"
                  >
                    {t(item.group)}
                  </Text>
                )}
                <NavLink
                  component={Link}
                  to={item.to}
                  label={t(item.label)}
                  leftSection={<item.Icon size={18} stroke={1.6} />}
                  rightSection={item.Count ? <item.Count /> : undefined}
                  active={item.to === activeTo}
                  onClick={close}
                  data-testid={`admin-nav-${item.to.split('/').slice(2).join('-') || 'dashboard'}`}
                  style={{ borderRadius: 'var(--mantine-radius-md)' }}
                />
              </Fragment>
            ))}
          </nav>
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>{content}</AppShell.Main>
      {/* The console's `defineDialog` dialogs (the member shell mounts its own). */}
      <DialogsHost />
    </AppShell>
  );
}
