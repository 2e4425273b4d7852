import { Anchor, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate } from 'react-router';
import { Logo } from '@/components/logo';
import { useTranslation } from '@/lib/i18n';
import { useToken } from '@/lib/session';
import { LoginForm } from './login-form';

const HOME_PAGE = '/web/dataDisplay';

/**
 * /web/sessions/loginPage (and /web/sessions/login): the login form as a page. A member already
 * logged in goes to the home page instead (a stale token is cleared there by the 401 handling,
 * which brings a visitor back here).
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const token = useToken();
  if (token) return <Navigate to={HOME_PAGE} replace />;
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
          <Group justify="center" gap="md">
            <Anchor component={Link} to="/web/terms" size="xs" c="dimmed" data-testid="login-terms">
              {t('legal.terms')}
            </Anchor>
            <Anchor
              component={Link}
              to="/web/privacy"
              size="xs"
              c="dimmed"
              data-testid="login-privacy"
            >
              {t('legal.privacy')}
            </Anchor>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
