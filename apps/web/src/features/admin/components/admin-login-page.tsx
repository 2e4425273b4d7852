import { Box, Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { loginRequest } from '@rangkai/shared';
import { IconShieldLock } from '@tabler/icons-react';
import { Navigate, useNavigate } from 'react-router';
import { CredentialFields } from '@/components/credential-fields';
import { Logo } from '@/components/logo';
import { useAdminToken } from '@/lib/admin-session';
import { zodFormValidator } from '@/lib/form-validation';
import { useTranslation } from '@/lib/i18n';
import { useAdminLogin } from '../api/auth';
import { ADMIN_HOME_PATH } from '../lib/constants';
import { AdminLanguageMenu } from './admin-language-menu';

/** /admin/login: username and password of a back-office account. */
export function AdminLoginPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const token = useAdminToken();
  const login = useAdminLogin();
  const form = useForm({
    initialValues: { username: '', password: '' },
    validate: zodFormValidator(loginRequest),
  });

  if (token && !login.isPending) return <Navigate to={ADMIN_HOME_PATH} replace />;

  const submit = form.onSubmit((values) => {
    login.mutate(
      { username: values.username.trim(), password: values.password },
      { onSuccess: () => navigate(ADMIN_HOME_PATH, { replace: true }) },
    );
  });

  return (
    <Box mih="100vh" bg="gray.1" py="xl" px="sm">
      <Group justify="flex-end" maw={420} mx="auto" mb="xs">
        <AdminLanguageMenu />
      </Group>
      <Center>
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={420}>
          <form onSubmit={submit} noValidate data-testid="admin-login-form">
            <Stack gap="md">
              <Stack gap={6} align="center" ta="center">
                <Logo withName={false} />
                <Group gap={6} justify="center">
                  <IconShieldLock size={22} color="var(--mantine-color-teal-7)" />
                  <Title order={2}>{t('login_title')}</Title>
                </Group>
                <Text c="dimmed" size="sm">
                  {t('login.subtitle')}
                </Text>
              </Stack>
              <CredentialFields
                form={form}
                labels={{ username: t('login.username'), password: t('login.password') }}
              />
              <Button type="submit" fullWidth size="md" loading={login.isPending}>
                {t('login.submit')}
              </Button>
            </Stack>
          </form>
        </Paper>
      </Center>
    </Box>
  );
}
