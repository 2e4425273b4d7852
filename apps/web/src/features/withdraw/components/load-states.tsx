import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';

/** Grey fields while a dialog's data loads. */
export function DialogLoading({ rows = 4, testId }: { rows?: number; testId: string }) {
  return (
    <Stack gap="md" data-testid={testId} aria-busy>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} h={48} />
      ))}
    </Stack>
  );
}

/** Spec §8 fetch_failed, with a retry. */
export function DialogLoadFailed({
  onRetry,
  retrying,
}: {
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation('withdraw');
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      data-testid="load-failed"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('errors:fetch_failed')}</Text>
        <Button size="xs" variant="light" color="red" loading={retrying} onClick={onRetry}>
          {t('retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
