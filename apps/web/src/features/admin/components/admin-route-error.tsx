import { Alert, Button, Center, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useRouteError } from 'react-router';
import { useTranslation } from '@/lib/i18n';

/** A page of the console failed to load or render (e.g. a stale tab after a deploy). */
export function AdminRouteError() {
  const { t } = useTranslation('admin');
  const error = useRouteError();
  console.error(error);
  return (
    <Center mih="60vh" p="md">
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle size={20} />}
        title={t('state.error_title')}
        maw={480}
        data-testid="admin-route-error"
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('state.page_failed')}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => window.location.reload()}>
            {t('state.reload')}
          </Button>
        </Stack>
      </Alert>
    </Center>
  );
}
