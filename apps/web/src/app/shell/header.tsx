import { ActionIcon, Badge, Box, Burger, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { MemberInfo } from '@rangkai/shared';
import { IconHome, IconSearch } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { DeferredDialog } from '@/components/lazy-dialog';
import { Logo } from '@/components/logo';
// By file, as the bell is all the header needs of the feature (its pages load with their route).
import { NotificationBell } from '@/features/news/components/notification-bell';
import { useDisplayNames } from '@/lib/display-names';
import { useTranslation } from '@/lib/i18n';
import { useToken } from '@/lib/session';
import { HOME_PAGE } from '../routes/guards';
import { LanguageMenu } from './language-menu';

// The search box (desktop) and the search drawer (phone) load when shown.
const ProductSearch = lazy(() =>
  import('./product-search').then((m) => ({ default: m.ProductSearch })),
);
const loadSearchDrawer = () => import('./search-drawer');
const SearchDrawer = lazy(() => loadSearchDrawer().then((m) => ({ default: m.SearchDrawer })));

const MALL_PAGE = '/web/dashboard';
const DASHBOARD_PATHS = [MALL_PAGE, HOME_PAGE];

interface HeaderProps {
  member: MemberInfo | undefined;
  sidebarOpened: boolean;
  isDesktop: boolean;
  onToggleSidebar: () => void;
  /** The pointer or focus reached the burger: time to fetch the sidebar's code. */
  onSidebarIntent: () => void;
}

/**
 * Spec §2 header: logo, welcome, search (dashboard paths), rank, notifications (members),
 * language, home, sidebar.
 */
export function Header(props: HeaderProps) {
  const { member, sidebarOpened, isDesktop, onToggleSidebar, onSidebarIntent } = props;
  const { t } = useTranslation();
  const { rankName } = useDisplayNames();
  const { pathname } = useLocation();
  const [searchOpened, search] = useDisclosure(false);
  const withSearch = DASHBOARD_PATHS.includes(pathname);
  // A visitor's home is the mall (open to visitors); a member's the home page.
  const home = useToken() ? HOME_PAGE : MALL_PAGE;

  return (
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} gap="xs" wrap="nowrap" justify="space-between">
      <Group gap="xs" wrap="nowrap" miw={0} style={{ flex: '1 1 auto' }}>
        <Link
          to={home}
          aria-label={t('nav.home')}
          data-testid="header-logo"
          style={{ textDecoration: 'none', flexShrink: 0 }}
        >
          <Logo />
        </Link>
        <Stack gap={2} miw={0} data-testid="header-welcome">
          {/* On a phone the greeting wraps after "Welcome," so the username is never cut. */}
          <Text
            size="sm"
            fw={600}
            lh={1.2}
            lineClamp={2}
            style={{ overflowWrap: 'anywhere' }}
            data-testid="header-welcome-text"
          >
            {member
              ? t('header.welcome', { username: member.username })
              : t('header.welcome_guest')}
          </Text>
          {member && (
            <Badge
              size="xs"
              variant="light"
              color="teal"
              tt="none"
              maw="100%"
              style={{ flexShrink: 0 }}
              data-testid="header-rank"
            >
              {t('names.rank_label', { name: rankName(member.rank) })}
            </Badge>
          )}
        </Stack>
      </Group>
      {withSearch && isDesktop && (
        <Box visibleFrom="md" maw={360} style={{ flex: 1 }}>
          <Suspense fallback={null}>
            <ProductSearch />
          </Suspense>
        </Box>
      )}
      <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
        {withSearch && (
          <ActionIcon
            hiddenFrom="md"
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t('actions.search')}
            onPointerEnter={loadSearchDrawer}
            onFocus={loadSearchDrawer}
            onClick={search.open}
          >
            <IconSearch size={20} />
          </ActionIcon>
        )}
        {member && <NotificationBell />}
        <LanguageMenu />
        <ActionIcon
          component={Link}
          to={home}
          visibleFrom="xs"
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('nav.home')}
        >
          <IconHome size={20} />
        </ActionIcon>
        <Burger
          opened={sidebarOpened}
          onClick={onToggleSidebar}
          onPointerEnter={onSidebarIntent}
          onFocus={onSidebarIntent}
          size="sm"
          aria-label={t('header.toggle_sidebar')}
          data-testid="sidebar-toggle"
        />
      </Group>
      <DeferredDialog opened={searchOpened}>
        <SearchDrawer opened={searchOpened} onClose={search.close} />
      </DeferredDialog>
    </Group>
  );
}
