import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/logo';
import { LoginForm } from './login-form';

/** /web/sessions/loginPage (and /web/sessions/login): the login form as a page. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  return (
    <Center py={{ base: 'md', sm: 'xl' }}>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={420}>
        <Stack gap="lg">
          <Stack gap={4} align="center" ta="center">
            <Logo withName={false} />
            <Title order={2}>{t('login_title')}</Title>
            <Text c="dimmed" size="sm">
              {t('login_subtitle')}
            </Text>
          </Stack>
          <LoginForm />
        </Stack>
      </Paper>
    </Center>
  );
}
