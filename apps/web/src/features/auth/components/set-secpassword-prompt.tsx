import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { SetSecPasswordForm } from '@/features/security';
import type { DialogView } from '@/lib/dialogs';
import { useTranslation } from '@/lib/i18n';
import { useLogout } from '../api/logout';

/**
 * Spec §4: with no security password set, the member must set one before continuing. Not
 * dismissable: the dialog holds the form itself (or the way out).
 */
function SetSecPasswordPrompt() {
  const { t } = useTranslation('auth');
  const logoutMutation = useLogout();

  return (
    <Stack gap="sm" data-testid="set-secpassword-prompt">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={64} radius="xl" color="orange" variant="light">
          <IconShieldLock size={36} />
        </ThemeIcon>
        <Title order={3}>{t('set_secpwd.title')}</Title>
        <Text c="dimmed" size="sm">
          {t('set_secpwd.text')}
        </Text>
      </Stack>
      <SetSecPasswordForm />
      <Button
        fullWidth
        variant="subtle"
        color="gray"
        loading={logoutMutation.isPending}
        onClick={() => logoutMutation.mutate()}
      >
        {t('common:nav.logout')}
      </Button>
    </Stack>
  );
}

export const setSecPasswordPrompt: DialogView<void> = () => ({
  withCloseButton: false,
  closeOnClickOutside: false,
  closeOnEscape: false,
  size: 'sm',
  fullScreen: false,
  children: <SetSecPasswordPrompt />,
});
