import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { LedgerReport } from '@rangkai/shared';
import { IconAlertOctagon, IconCircleCheck, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ErrorState, LoadingState } from '@/components/admin/data-state';
import { PageHeader } from '@/components/admin/page-header';
import { formatDateTime } from '@/lib/date-format';
import { useTranslation } from '@/lib/i18n';
import { groupMoney } from '@/lib/money';
import { useLedgerReport } from '../api/verify-ledger';

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} fz="lg" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Card>
  );
}

function Problems<T>({
  title,
  rows,
  columns,
  testId,
}: {
  title: string;
  rows: T[];
  columns: { label: string; render: (row: T) => ReactNode }[];
  testId: string;
}) {
  const { t } = useTranslation('walletAdmin');
  return (
    <Card withBorder radius="md" padding="md" data-testid={testId}>
      <Group justify="space-between" mb="xs" wrap="nowrap" align="flex-start">
        <Title order={4} size="h5">
          {title}
        </Title>
        <Badge color={rows.length === 0 ? 'teal' : 'red'} variant="light">
          {rows.length}
        </Badge>
      </Group>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('ledger.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table striped verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((c) => (
                  <Table.Th key={c.label}>{c.label}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: report rows have no own id field in common
                <Table.Tr key={index}>
                  {columns.map((c) => (
                    <Table.Td key={c.label} ff="monospace">
                      {c.render(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}

function Report({ report }: { report: LedgerReport }) {
  const { t, i18n } = useTranslation('walletAdmin');
  return (
    <Stack gap="md">
      {report.ok ? (
        <Alert
          color="teal"
          variant="light"
          icon={<IconCircleCheck size={22} />}
          title={
            <Group gap="xs">
              {t('ledger.ok_title')}
              <Badge color="teal" data-testid="admin-ledger-ok">
                OK
              </Badge>
            </Group>
          }
        >
          {t('ledger.ok_text')}
        </Alert>
      ) : (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertOctagon size={22} />}
          title={
            <Group gap="xs">
              {t('ledger.problem_title')}
              <Badge color="red" data-testid="admin-ledger-failed">
                {t('ledger.failed')}
              </Badge>
            </Group>
          }
        >
          {t('ledger.problem_text')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Stat label={t('ledger.journals')} value={report.journals.toLocaleString(i18n.language)} />
        <Stat label={t('ledger.accounts')} value={report.accounts.toLocaleString(i18n.language)} />
        <Stat label={t('ledger.total')} value={groupMoney(report.total)} />
        <Stat
          label={t('ledger.checked_at')}
          value={formatDateTime(report.checked_at, i18n.language)}
        />
      </SimpleGrid>
      <Problems
        title={t('ledger.unbalanced')}
        rows={report.unbalanced_journals}
        columns={[
          { label: t('ledger.journal'), render: (r) => `#${r.journal_id}` },
          { label: t('ledger.sum'), render: (r) => r.sum },
        ]}
        testId="admin-ledger-unbalanced"
      />
      <Problems
        title={t('ledger.mismatches')}
        rows={report.balance_mismatches}
        columns={[
          { label: t('ledger.account'), render: (r) => `#${r.account_id}` },
          { label: t('ledger.balance'), render: (r) => r.balance },
          { label: t('ledger.lines'), render: (r) => r.lines },
        ]}
        testId="admin-ledger-mismatches"
      />
      <Problems
        title={t('ledger.negative')}
        rows={report.negative_member_accounts}
        columns={[
          { label: t('ledger.account'), render: (r) => `#${r.account_id}` },
          { label: t('ledger.balance'), render: (r) => r.balance },
        ]}
        testId="admin-ledger-negative"
      />
    </Stack>
  );
}

/** /admin/ledger: runs the self-audit on open and on demand, and shows what it found. */
export function LedgerPage() {
  const { t } = useTranslation('walletAdmin');
  const report = useLedgerReport();

  let body = <LoadingState />;
  if (report.isError)
    body = <ErrorState error={report.error} onRetry={() => void report.refetch()} />;
  else if (report.data) body = <Report report={report.data} />;

  return (
    <>
      <PageHeader
        title={t('ledger.title')}
        subtitle={t('ledger.subtitle')}
        actions={
          <Button
            leftSection={<IconRefresh size={18} />}
            loading={report.isFetching}
            onClick={() => void report.refetch()}
            data-testid="admin-ledger-run"
          >
            {t('ledger.run')}
          </Button>
        }
      />
      <div style={{ opacity: report.isFetching && report.data ? 0.6 : 1 }}>{body}</div>
    </>
  );
}
