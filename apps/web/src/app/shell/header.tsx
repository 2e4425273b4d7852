import { ActionIcon, Badge, Box, Burger, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { MemberInfo } from '@rangkai/shared';
import { IconHome, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Logo } from '@/components/logo';
import { HOME_PAGE } from '../routes/guards';
import { LanguageMenu } from './language-menu';
import { ProductSearch } from './product-search';
import { SearchDrawer } from './search-drawer';

const DASHBOARD_PATHS = ['/web/dashboard', '/web/dataDisplay'];

interface HeaderProps {
  member: MemberInfo | undefined;
  sidebarOpened: boolean;
  onToggleSidebar: () => void;
}

/** Spec §2 header: logo, welcome, search (dashboard paths), rank, language, home, sidebar. */
export function Header({ member, sidebarOpened, onToggleSidebar }: HeaderProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [searchOpened, search] = useDisclosure(false);
  const withSearch = DASHBOARD_PATHS.includes(pathname);

  return (
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} gap="xs" wrap="nowrap" justify="space-between">
      <Group gap="xs" wrap="nowrap" miw={0}>
        <Link to={HOME_PAGE} aria-label={t('nav.home')} style={{ textDecoration: 'none' }}>
          <Logo />
        </Link>
        <Stack gap={0} miw={0} data-testid="header-welcome">
          <Text size="sm" fw={600} truncate="end">
            {member
              ? t('header.welcome', { username: member.username })
              : t('header.welcome_guest')}
          </Text>
          {member && (
            <Badge size="xs" variant="light" color="teal" maw={140} data-testid="header-rank">
              {member.rank.rank_name_en}
            </Badge>
          )}
        </Stack>
      </Group>
      {withSearch && (
        <Box visibleFrom="md" maw={360} style={{ flex: 1 }}>
          <ProductSearch />
        </Box>
      )}
      <Group gap={4} wrap="nowrap">
        {withSearch && (
          <ActionIcon
            hiddenFrom="md"
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t('actions.search')}
            onClick={search.open}
          >
            <IconSearch size={20} />
          </ActionIcon>
        )}
        <LanguageMenu />
        <ActionIcon
          component={Link}
          to={HOME_PAGE}
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
          size="sm"
          aria-label={t('header.toggle_sidebar')}
          data-testid="sidebar-toggle"
        />
      </Group>
      <SearchDrawer opened={searchOpened} onClose={search.close} />
    </Group>
  );
}
