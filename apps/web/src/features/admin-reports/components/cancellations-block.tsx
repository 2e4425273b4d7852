import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CancellationsReply } from '@rangkai/shared';
import { ErrorState, LoadingState } from '@/components/admin/data-state';
import { useTranslation } from '@/lib/i18n';
import { groupMoney } from '@/lib/money';
import { useCancellations } from '../api/cancellations';

interface Line {
  key: string;
  value: string;
  strong?: boolean;
  alert?: boolean;
}

const rm = (amount: string) => `RM ${groupMoney(amount)}`;

/** One column of the report: a small heading and its lines. */
function Section({ id, lines }: { id: string; lines: Line[] }) {
  const { t } = useTranslation('adminReports');
  return (
    <Stack gap={6} data-testid={`cancellations-${id}`}>
      <Text size="sm" fw={700} c="dimmed" tt="uppercase">
        {t(`cancellations.${id}.title`)}
      </Text>
      {lines.map((line) => (
        <Group key={line.key} justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Text size="sm" fw={line.strong ? 700 : undefined}>
            {t(`cancellations.${id}.${line.key}`)}
          </Text>
          <Text
            size="sm"
            fw={line.strong ? 800 : 600}
            ff="monospace"
            ta="right"
            c={line.alert ? 'red.7' : undefined}
            style={{ whiteSpace: 'nowrap' }}
            data-testid={`cancellations-${id}-${line.key}`}
          >
            {line.value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

function Figures({ data }: { data: CancellationsReply }) {
  const { packages, mall, clawbacks, debts } = data;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
      <Section
        id="refunds"
        lines={[
          { key: 'packages', value: String(packages.count) },
          { key: 'bv', value: groupMoney(packages.bv) },
          { key: 'package_refund', value: rm(packages.refund) },
          { key: 'mall', value: String(mall.count) },
          { key: 'mall_refund', value: rm(mall.refund) },
          { key: 'total', value: rm(data.refunds_total), strong: true },
        ]}
      />
      <Section
        id="clawbacks"
        lines={[
          { key: 'count', value: String(clawbacks.count) },
          { key: 'amount', value: rm(clawbacks.amount), strong: true },
          { key: 'debt', value: rm(clawbacks.debt) },
          { key: 'repaid', value: rm(clawbacks.repaid) },
        ]}
      />
      <Section
        id="debts"
        lines={[
          { key: 'members', value: String(debts.members) },
          {
            key: 'outstanding',
            value: rm(debts.outstanding),
            strong: true,
            alert: debts.outstanding !== '0.00',
          },
        ]}
      />
    </SimpleGrid>
  );
}

/**
 * The cooling-off cancellations of the reconciliation's range (BUSINESS_RULES §13): purchases
 * cancelled and their BV, refunds (packages and mall orders), sponsor bonuses taken back and the
 * part that became debt, and the clawback debts members owe now.
 */
export function CancellationsBlock({ from, to }: { from: string; to: string }) {
  const { t } = useTranslation('adminReports');
  const report = useCancellations(from, to);
  let body = <LoadingState />;
  if (report.isError) {
    body = <ErrorState error={report.error} onRetry={() => void report.refetch()} />;
  } else if (report.data) body = <Figures data={report.data} />;
  return (
    <Card withBorder radius="md" padding="md" data-testid="cancellations-report">
      <Title order={3} size="h5">
        {t('cancellations.title')}
      </Title>
      <Text size="xs" c="dimmed" mb="sm">
        {t('cancellations.hint')}
      </Text>
      {body}
    </Card>
  );
}
