import { Button } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { LOGIN_PATH } from '../paths';

/** What a logged-in-only form shows a visitor: the way to the login page. */
export function LoginFirst() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to={LOGIN_PATH} leftSection={<IconLogin size={18} />} fullWidth>
      {t('nav.login')}
    </Button>
  );
}
