import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/admin/data-state';

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
