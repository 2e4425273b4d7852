import { Anchor, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { loginRequest } from '@rangkai/shared';
import { type MouseEvent, useState } from 'react';
import { Link } from 'react-router';
import { CredentialFields } from '@/components/credential-fields';
import { openRegister } from '@/features/register';
import { openForgotPassword } from '@/features/security';
import { zodFormValidator } from '@/lib/form-validation';
import { useTranslation } from '@/lib/i18n';
import { afterLoginPath } from '@/lib/login-redirect';
import { getRememberedUsername, saveRememberedUsername } from '@/lib/remember-me';
import { setSession } from '@/lib/session';
import { useLogin } from '../api/login';

/**
 * Spec §4: after login the token is stored and the page reloads; from /sessions it lands on the
 * page that asked for the login (`?redirect=`), else on home.
 */
function completeLogin() {
  if (window.location.pathname.startsWith('/web/sessions')) {
    window.location.assign(afterLoginPath(window.location.search));
  } else {
    window.location.reload();
  }
}

/** The one login form, used by the login dialog and the login page. */
export function LoginForm({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('auth');
  const remembered = getRememberedUsername();
  const [remember, setRemember] = useState(remembered !== null);
  const loginMutation = useLogin();
  const form = useForm({
    initialValues: { username: remembered ?? '', password: '' },
    validate: zodFormValidator(loginRequest),
  });

  // The links keep their page for a new tab; a plain click opens the dialog instead.
  const openDialog = (event: MouseEvent, open: () => void) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    onNavigate?.();
    open();
  };

  const submit = form.onSubmit((values) => {
    // Remember me: the username stays in this browser and the session lasts longer
    // (REMEMBER_TTL_DAYS on the server, still revoked by logout); never the password.
    const body = { username: values.username.trim(), password: values.password, remember };
    loginMutation.mutate(body, {
      onSuccess: (reply) => {
        saveRememberedUsername(remember ? body.username : null);
        setSession(reply.token, reply.user.id);
        completeLogin();
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate data-testid="login-form">
      <Stack gap="md">
        <CredentialFields
          form={form}
          labels={{
            username: t('username'),
            password: t('password'),
            usernamePlaceholder: t('username_placeholder'),
            passwordPlaceholder: t('password_placeholder'),
          }}
        />
        <Group justify="space-between" wrap="nowrap">
          <Checkbox
            label={t('remember_me')}
            checked={remember}
            onChange={(event) => setRemember(event.currentTarget.checked)}
          />
          <Anchor
            component={Link}
            to="/web/sessions/forget_password"
            size="sm"
            onClick={(event) => openDialog(event, openForgotPassword)}
            data-testid="login-forgot-password"
          >
            {t('forgot_password')}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth size="md" loading={loginMutation.isPending}>
          {t('login')}
        </Button>
        <Text size="sm" ta="center" c="dimmed">
          {t('no_account')}{' '}
          <Anchor
            component={Link}
            to="/register"
            // Underlined: inside a sentence, colour alone does not mark a link (WCAG 1.4.1).
            underline="always"
            onClick={(event) => openDialog(event, () => openRegister())}
            data-testid="login-register"
          >
            {t('register_now')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
