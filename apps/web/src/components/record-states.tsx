import {
  Alert,
  Button,
  Center,
  Group,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { IconAlertTriangle, IconInbox } from '@tabler/icons-react';
import { paginationLabels } from '@/components/pagination-labels';
import { useTranslation } from '@/lib/i18n';
import { groupMoney } from '@/lib/money';

// Member-side record lists (wallet, packages, bonuses, orders) and dialogs. Texts come from the
// `records` namespace: a page using these pieces loads it.

/** Grey rows while a page of records loads. */
export function RecordsLoading({ rows = 5 }: { rows?: number }) {
  return (
    <Stack gap="xs" data-testid="records-loading" aria-busy>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Paper key={i} withBorder radius="md" p="sm">
          <Group justify="space-between" wrap="nowrap">
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton h={12} w="50%" />
              <Skeleton h={10} w="35%" />
            </Stack>
            <Skeleton h={16} w={72} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

export function RecordsEmpty({ text }: { text: string }) {
  return (
    <Paper withBorder radius="md" py="xl" px="md" data-testid="records-empty">
      <Center>
        <Stack align="center" gap={6}>
          <IconInbox size={40} stroke={1.4} color="var(--mantine-color-gray-5)" />
          <Text size="sm" c="dimmed" ta="center">
            {text}
          </Text>
        </Stack>
      </Center>
    </Paper>
  );
}

/**
 * Spec §8 fetch_failed, with a retry. Its text comes from `namespace` (`records` unless a dialog
 * passes its own, already loaded, so that no other is fetched while requests fail).
 */
export function RecordsError({
  onRetry,
  retrying,
  namespace = 'records',
  testId = 'records-error',
}: {
  onRetry: () => void;
  retrying?: boolean;
  namespace?: string;
  testId?: string;
}) {
  const { t } = useTranslation(namespace);
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} data-testid={testId}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('errors:fetch_failed')}</Text>
        <Button size="xs" variant="light" color="red" loading={retrying} onClick={onRetry}>
          {t('retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

interface RecordsPagerProps {
  page: number;
  lastPage: number;
  total: number;
  onChange: (page: number) => void;
}

export function RecordsPager({ page, lastPage, total, onChange }: RecordsPagerProps) {
  const { t } = useTranslation('records');
  return (
    <Stack align="center" gap={6} mt="sm">
      {lastPage > 1 && (
        <Pagination
          size="sm"
          value={page}
          total={lastPage}
          onChange={onChange}
          siblings={0}
          boundaries={1}
          {...paginationLabels(t)}
        />
      )}
      <Text size="xs" c="dimmed" data-testid="records-total">
        {t('total', { count: total })}
      </Text>
    </Stack>
  );
}

/** Signed amount: green with "+" for money in, red with "-" for money out. */
export function SignedAmount({ amount, size = 'md' }: { amount: string; size?: string }) {
  const out = amount.startsWith('-');
  const grouped = groupMoney(out ? amount.slice(1) : amount);
  return (
    <Text
      fw={700}
      size={size}
      c={out ? 'red.7' : 'teal.7'}
      style={{ whiteSpace: 'nowrap' }}
      data-testid="record-amount"
    >
      {out ? `-${grouped}` : `+${grouped}`}
    </Text>
  );
}
