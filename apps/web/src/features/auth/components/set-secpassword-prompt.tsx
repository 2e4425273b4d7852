import { Button, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLogout } from '../api/logout';

/**
 * Spec §4: with no security password set, the member must set one before continuing. Not
 * dismissable; leads to /web/sessions/set_secpassword (or out).
 */
export function SetSecPasswordPrompt({ opened }: { opened: boolean }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const logoutMutation = useLogout();

  return (
    <Modal
      opened={opened}
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      size="sm"
    >
      <Stack align="center" ta="center" gap="sm" data-testid="set-secpassword-prompt">
        <ThemeIcon size={64} radius="xl" color="orange" variant="light">
          <IconShieldLock size={36} />
        </ThemeIcon>
        <Title order={3}>{t('set_secpwd.title')}</Title>
        <Text c="dimmed">{t('set_secpwd.text')}</Text>
        <Button fullWidth onClick={() => navigate('/web/sessions/set_secpassword')}>
          {t('set_secpwd.action')}
        </Button>
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
    </Modal>
  );
}
