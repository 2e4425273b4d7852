import { Anchor, Center, Paper, Stack, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { LOGIN_PATH } from '../paths';
import { ForgotPasswordForm } from './forgot-password-form';

/** /web/sessions/forget_password: the three-step form as a page. */
export function ForgetPasswordPage() {
  const { t } = useTranslation('member');
  const navigate = useNavigate();
  return (
    <Center py={{ base: 'md', sm: 'xl' }}>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }} w="100%" maw={460}>
        <Stack gap="md">
          <Title order={2} ta="center">
            {t('forgot_password.title')}
          </Title>
          <ForgotPasswordForm onDone={() => navigate(LOGIN_PATH)} />
          <Anchor component={Link} to={LOGIN_PATH} size="sm" ta="center">
            {t('forgot_password.back_to_login')}
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}
