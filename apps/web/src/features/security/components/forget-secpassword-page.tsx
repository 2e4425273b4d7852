import { useNavigate } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { useToken } from '@/lib/session';
import { HOME_PATH } from '../paths';
import { ForgetSecPasswordForm } from './forget-secpassword-form';
import { LoginFirst } from './login-first';
import { SessionCard } from './session-card';

/** /web/sessions/forget_secpassword: reset the security password with an e-mailed code. */
export function ForgetSecPasswordPage() {
  const { t } = useTranslation('member');
  const token = useToken();
  const navigate = useNavigate();
  return (
    <SessionCard
      title={t('forget_secpassword.title')}
      text={token ? t('forget_secpassword.text') : t('set_secpassword.login_first')}
    >
      {token ? <ForgetSecPasswordForm onDone={() => navigate(HOME_PATH)} /> : <LoginFirst />}
    </SessionCard>
  );
}
