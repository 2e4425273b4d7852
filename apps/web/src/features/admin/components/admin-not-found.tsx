import { Button, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '@/components/admin/data-state';
import { useTranslation } from '@/lib/i18n';

export function AdminNotFoundPage() {
  const { t } = useTranslation('admin');
  return (
    <Stack align="center">
      <EmptyState text={t('not_found')} />
      <Button component={Link} to="/admin" variant="light">
        {t('actions.back_to_console')}
      </Button>
    </Stack>
  );
}
