import { Box, Button, Divider, Stack, Text } from '@mantine/core';
import type { MemberInfo } from '@rangkai/shared';
import { IconLogin, IconLogout, IconShoppingBag, IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { openLoginModal, useLogout } from '@/features/auth';
import { useTranslation } from '@/lib/i18n';
import classes from './app-shell.module.css';
import { LanguagePicker } from './language-picker';
import { SidebarGeneral } from './sidebar-general';
import { SidebarMember } from './sidebar-member';
import { SidebarScroll } from './sidebar-scroll';

/** A visitor's menu: the mall, log in and register. */
function GuestSidebar() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Text c="dimmed" size="sm">
        {t('header.welcome_guest')}
      </Text>
      {/* The mall is open to visitors (spec §6): the first thing a visitor can do. */}
      <Button
        component={Link}
        to="/web/dashboard"
        color="orange"
        leftSection={<IconShoppingBag size={18} />}
        data-testid="nav-mall"
      >
        {t('pages.dashboard')}
      </Button>
      <Button
        leftSection={<IconLogin size={18} />}
        onClick={openLoginModal}
        data-testid="nav-login"
      >
        {t('nav.login')}
      </Button>
      <Button
        component={Link}
        to="/register"
        variant="light"
        leftSection={<IconUserPlus size={18} />}
        data-testid="nav-register"
      >
        {t('nav.register')}
      </Button>
    </Stack>
  );
}

/** Spec §2 sidebar, logged-in or visitor variant. */
export function Sidebar({ member }: { member: MemberInfo | undefined }) {
  const { t } = useTranslation();
  const logoutMutation = useLogout();

  return (
    <>
      <Box className={classes.section} data-grow pos="relative" mih={0}>
        <SidebarScroll>
          {member ? (
            <Stack gap="md">
              <SidebarMember member={member} />
              <Divider />
              <SidebarGeneral member={member} />
            </Stack>
          ) : (
            <GuestSidebar />
          )}
        </SidebarScroll>
      </Box>
      <Box
        className={classes.section}
        p="md"
        style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
      >
        <Stack gap="sm">
          <LanguagePicker />
          {member && (
            <Button
              variant="light"
              color="red"
              leftSection={<IconLogout size={18} />}
              loading={logoutMutation.isPending}
              onClick={() => logoutMutation.mutate()}
              data-testid="nav-logout"
            >
              {t('nav.logout')}
            </Button>
          )}
        </Stack>
      </Box>
    </>
  );
}
