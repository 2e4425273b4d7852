import { Alert, Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { isApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n';

/** Placeholder cards while an order loads. */
export function OrderLoading() {
  return (
    <Stack gap="sm" aria-busy data-testid="order-loading">
      {[80, 140, 110].map((h) => (
        <Paper key={h} withBorder radius="md" p="md">
          <Skeleton h={14} w="40%" mb="sm" />
          <Skeleton h={h - 40} />
        </Paper>
      ))}
    </Stack>
  );
}

/** A missing id, an order that is not the member's (NOT_FOUND) or a failed load, with a way on. */
export function OrderProblem({ error, onRetry }: { error?: unknown; onRetry?: () => void }) {
  const { t } = useTranslation('orders');
  const { t: tErrors } = useTranslation('errors');
  const code = error === undefined ? 'NOT_FOUND' : isApiError(error) ? error.code : 'internalError';
  // Retrying does not help: no such order, or not one of the member's (or their downline's).
  const missing = ['NOT_FOUND', 'VALIDATION_ERROR', 'NO_PERMISSION'].includes(code);
  return (
    <Alert
      color={missing ? 'gray' : 'red'}
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={missing ? t('not_found') : undefined}
      data-testid="order-problem"
    >
      <Stack gap="xs" align="flex-start">
        {!missing && (
          <Text size="sm">{tErrors(code, { defaultValue: tErrors('fetch_failed') })}</Text>
        )}
        {!missing && onRetry && (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t('retry')}
          </Button>
        )}
        <Button
          component={Link}
          to="/web/product/orderHistory"
          size="xs"
          variant="subtle"
          leftSection={<IconArrowLeft size={14} />}
        >
          {t('back_to_history')}
        </Button>
      </Stack>
    </Alert>
  );
}
