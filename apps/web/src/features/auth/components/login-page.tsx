import {
  Alert,
  Anchor,
  Button,
  Center,
  Divider,
  Group,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconInfoCircle, IconShoppingBag } from '@tabler/icons-react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { Logo } from '@/components/logo';
import { useTranslation } from '@/lib/i18n';
import { afterLoginPath } from '@/lib/login-redirect';
import { useToken } from '@/lib/session';
import { LoginForm } from './login-form';

/** Why the login was asked for, when a page sent the visitor here (`?reason=` with `?redirect=`). */
function LoginReason() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  if (!params.get('redirect')) return null;
  const reason = params.get('reason') === 'cart' ? 'cart' : 'page';
  return (
    <Alert
      variant="light"
      color="blue"
      p="xs"
      icon={<IconInfoCircle size={18} />}
      data-testid="login-reason"
    >
      {t(`login_reason.${reason}`)}
    </Alert>
  );
}

/**
 * /web/sessions/loginPage (and /web/sessions/login): the login form as a page, where a visitor
 * lands (from /web), so it also leads to the mall, open to visitors. A member already logged in
 * goes to the page that sent them here, else home (a stale token is cleared there by the 401
 * handling, which brings a visitor back here).
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const token = useToken();
  const { search } = useLocation();
  if (token) return <Navigate to={afterLoginPath(search)} replace />;
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
          <LoginReason />
          <LoginForm />
          <Divider label={t('visit_mall_hint')} labelPosition="center" />
          <Button
            component={Link}
            to="/web/dashboard"
            variant="light"
            color="orange"
            leftSection={<IconShoppingBag size={18} />}
            data-testid="login-visit-mall"
          >
            {t('visit_mall')}
          </Button>
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
