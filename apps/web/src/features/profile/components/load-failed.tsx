import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';

/** Spec §8 `fetch_failed`: the profile could not be loaded; offers another try. */
export function LoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="yellow"
      icon={<IconAlertTriangle />}
      title={t('errors:fetch_failed')}
      data-testid="fetch-failed"
    >
      <Button
        variant="light"
        color="yellow"
        mt="xs"
        leftSection={<IconRefresh size={16} />}
        loading={retrying}
        onClick={onRetry}
      >
        {t('route_error.reload')}
      </Button>
    </Alert>
  );
}
