import { Alert, Button } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useMemberInfo } from '@/features/member';
import { useTranslation } from '@/lib/i18n';
import { useToken } from '@/lib/session';
import { HOME_PATH } from '../paths';
import { LoginFirst } from './login-first';
import { SessionCard } from './session-card';
import { SetSecPasswordForm } from './set-secpassword-form';

/** /web/sessions/set_secpassword: the first security password as a page. */
export function SetSecPasswordPage() {
  const { t } = useTranslation('member');
  const token = useToken();
  const navigate = useNavigate();
  const info = useMemberInfo();
  const alreadySet = info.data !== undefined && info.data.password2 !== null;

  return (
    <SessionCard
      title={t('set_secpassword.title')}
      text={token ? t('set_secpassword.text') : t('set_secpassword.login_first')}
    >
      {!token ? (
        <LoginFirst />
      ) : alreadySet ? (
        <>
          <Alert color="teal" icon={<IconCircleCheck />} data-testid="secpassword-already-set">
            {t('set_secpassword.already_set')}
          </Alert>
          <Button component={Link} to={HOME_PATH} fullWidth>
            {t('common:nav.home')}
          </Button>
        </>
      ) : (
        <SetSecPasswordForm onDone={() => navigate(HOME_PATH)} />
      )}
    </SessionCard>
  );
}
