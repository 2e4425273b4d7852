import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ReconciliationReply } from '@rangkai/shared';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '@/components/admin/data-state';
import { PageHeader } from '@/components/admin/page-header';
import { businessZoneLabel, isDay, thisMonth } from '@/lib/business-time';
import { useTranslation } from '@/lib/i18n';
import { groupMoney } from '@/lib/money';
import { useReconciliation } from '../api/reconciliation';
import { rangeProblem, ratioPercent } from '../lib/range';
import { CancellationsBlock } from './cancellations-block';

interface Line {
  key: string;
  value: string;
  strong?: boolean;
}

/** One block of figures: a heading, what it counts, and its lines (the total last, in bold). */
function Block({ id, lines }: { id: string; lines: Line[] }) {
  const { t } = useTranslation('adminReports');
  return (
    <Card withBorder radius="md" padding="md" data-testid={`reconciliation-${id}`}>
      <Title order={3} size="h5">
        {t(`reconciliation.${id}.title`)}
      </Title>
      <Text size="xs" c="dimmed" mb="sm">
        {t(`reconciliation.${id}.hint`)}
      </Text>
      <Stack gap={6}>
        {lines.map((line) => (
          <Group key={line.key} justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" fw={line.strong ? 700 : undefined}>
              {t(`reconciliation.${id}.${line.key}`)}
            </Text>
            <Text
              size="sm"
              fw={line.strong ? 800 : 600}
              ff="monospace"
              ta="right"
              data-testid={`reconciliation-${id}-${line.key}`}
            >
              {line.value}
            </Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

const rm = (amount: string) => `RM ${groupMoney(amount)}`;

function Figures({ data }: { data: ReconciliationReply }) {
  const { revenue, bonuses, withdrawals } = data;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      <Block
        id="revenue"
        lines={[
          { key: 'packages', value: rm(revenue.packages) },
          { key: 'mall', value: rm(revenue.mall) },
          { key: 'shipping', value: rm(revenue.shipping) },
          { key: 'total', value: rm(revenue.total), strong: true },
        ]}
      />
      <Block
        id="bonuses"
        lines={[
          { key: 'sponsor', value: rm(bonuses.sponsor) },
          { key: 'pairing', value: rm(bonuses.pairing) },
          { key: 'level', value: rm(bonuses.level) },
          { key: 'leadership', value: rm(bonuses.leadership) },
          // Sponsor bonuses taken back (BUSINESS_RULES §13): the total is net of them.
          {
            key: 'sponsor_clawback',
            value:
              bonuses.sponsor_clawback === '0.00'
                ? rm(bonuses.sponsor_clawback)
                : `-${rm(bonuses.sponsor_clawback)}`,
          },
          { key: 'total', value: rm(bonuses.total), strong: true },
          { key: 'payout_ratio', value: ratioPercent(data.payout_ratio) },
        ]}
      />
      <Block
        id="withdrawals"
        lines={[
          { key: 'count', value: String(withdrawals.count) },
          { key: 'amount', value: rm(withdrawals.amount), strong: true },
          { key: 'fee', value: rm(withdrawals.fee) },
          { key: 'sent', value: rm(withdrawals.sent) },
        ]}
      />
    </SimpleGrid>
  );
}

const isEmpty = (d: ReconciliationReply) =>
  d.revenue.total === '0.00' && d.bonuses.total === '0.00' && d.withdrawals.count === 0;

/**
 * /admin/reports/reconciliation: a range's money from the ledger (this month by default), and
 * beside the payout ratio the range's cooling-off cancellations.
 */
export function ReconciliationPage() {
  const { t } = useTranslation('adminReports');
  const [params, setParams] = useSearchParams();
  const month = thisMonth();
  const from = isDay(params.get('from') ?? '') ? (params.get('from') as string) : month.from;
  const to = isDay(params.get('to') ?? '') ? (params.get('to') as string) : month.to;
  const problem = rangeProblem(from, to);
  const report = useReconciliation(from, to);
  const setDay = (key: 'from' | 'to', value: string) => {
    if (!isDay(value)) return;
    setParams({ from, to, [key]: value });
  };

  let body = <LoadingState />;
  if (problem) body = <EmptyState text={t(`reconciliation.errors.${problem}`)} />;
  else if (report.isError) {
    body = <ErrorState error={report.error} onRetry={() => void report.refetch()} />;
  } else if (report.data && isEmpty(report.data)) {
    body = <EmptyState text={t('reconciliation.empty')} />;
  } else if (report.data) body = <Figures data={report.data} />;

  return (
    <Stack gap="md" data-testid="reconciliation-page">
      <PageHeader title={t('reconciliation.heading')} subtitle={t('reconciliation.subtitle')} />
      <Card withBorder radius="md" padding="sm">
        <Group gap="sm" align="flex-end">
          <TextInput
            type="date"
            label={t('reconciliation.from')}
            value={from}
            max={to}
            onChange={(event) => setDay('from', event.currentTarget.value)}
            data-testid="reconciliation-from"
          />
          <TextInput
            type="date"
            label={t('reconciliation.to')}
            value={to}
            min={from}
            onChange={(event) => setDay('to', event.currentTarget.value)}
            data-testid="reconciliation-to"
          />
          <Button variant="subtle" onClick={() => setParams({})} data-testid="reconciliation-month">
            {t('reconciliation.this_month')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed" mt={6}>
          {t('reconciliation.range_hint', { zone: businessZoneLabel() })}
        </Text>
      </Card>
      {body}
      {!problem && <CancellationsBlock from={from} to={to} />}
    </Stack>
  );
}
