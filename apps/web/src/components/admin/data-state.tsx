import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconInbox } from '@tabler/icons-react';
import { isApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n';

export function LoadingState() {
  const { t } = useTranslation('admin');
  return (
    <Center py="xl" data-testid="admin-loading">
      <Stack align="center" gap="xs">
        <Loader size="md" />
        <Text size="sm" c="dimmed">
          {t('state.loading')}
        </Text>
      </Stack>
    </Center>
  );
}

/** A failed load, translated from its server code, with a retry. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation('admin');
  const { t: tErrors } = useTranslation('errors');
  const code = isApiError(error) ? error.code : 'internalError';
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={20} />}
      title={t('state.error_title')}
      data-testid="admin-error"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{tErrors(code, { defaultValue: code })}</Text>
        {onRetry && (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t('state.retry')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

export function EmptyState({ text }: { text?: string }) {
  const { t } = useTranslation('admin');
  return (
    <Center py="xl" data-testid="admin-empty">
      <Stack align="center" gap={4}>
        <IconInbox size={32} stroke={1.5} color="var(--mantine-color-gray-5)" />
        <Text size="sm" c="dimmed">
          {text ?? t('state.empty')}
        </Text>
      </Stack>
    </Center>
  );
}
