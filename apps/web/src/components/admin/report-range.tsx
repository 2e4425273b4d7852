import { Button, Card, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState } from '@/components/admin/data-state';
import { businessZoneLabel } from '@/lib/business-time';
import type { TFunction } from '@/lib/i18n';
import type { useDayRange } from '@/lib/use-day-range';

interface DayRangeCardProps {
  range: ReturnType<typeof useDayRange>;
  /** Its `sales.from`, `sales.to` and `sales.range_hint` texts. */
  t: TFunction;
  resetLabel: string;
  /** `admin-mall-sales` → `admin-mall-sales-from`, `-to`. */
  testId: string;
  resetTestId?: string;
}

/** A report's two days, a button back to its default range, and the time zone they are in. */
export function DayRangeCard({ range, t, resetLabel, testId, resetTestId }: DayRangeCardProps) {
  return (
    <Card withBorder radius="md" padding="sm">
      <Group gap="sm" align="flex-end">
        <TextInput
          type="date"
          label={t('sales.from')}
          value={range.from}
          max={range.to}
          onChange={(event) => range.setDay('from', event.currentTarget.value)}
          data-testid={`${testId}-from`}
        />
        <TextInput
          type="date"
          label={t('sales.to')}
          value={range.to}
          min={range.from}
          onChange={(event) => range.setDay('to', event.currentTarget.value)}
          data-testid={`${testId}-to`}
        />
        <Button variant="subtle" onClick={range.reset} data-testid={resetTestId}>
          {resetLabel}
        </Button>
      </Group>
      <Text size="xs" c="dimmed" mt={6}>
        {t('sales.range_hint', { zone: businessZoneLabel() })}
      </Text>
    </Card>
  );
}

export interface TotalFigure {
  key: string;
  label: string;
  value: string;
  strong?: boolean;
}

/** A report's totals, a card each; `testId` + `-total-<key>` on each value. */
export function TotalCards({
  figures,
  testId,
  gridTestId,
}: {
  figures: TotalFigure[];
  testId: string;
  gridTestId?: string;
}) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" data-testid={gridTestId}>
      {figures.map((f) => (
        <Card key={f.key} withBorder radius="md" padding="sm">
          <Text size="xs" c="dimmed">
            {f.label}
          </Text>
          <Text
            fw={f.strong ? 800 : 700}
            size="lg"
            c={f.strong ? 'teal.8' : undefined}
            data-testid={`${testId}-total-${f.key}`}
          >
            {f.value}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

interface ReportBodyProps<Data extends { rows: unknown[] }> {
  report: { data?: Data; isError: boolean; error: unknown; refetch: () => unknown };
  badRange: boolean;
  /** Its `sales.bad_range` and `sales.empty` texts. */
  t: TFunction;
  table: (data: Data) => ReactNode;
}

/** A report's rows in a card: loading, refused, a backwards range, none, or the table. */
export function ReportBody<Data extends { rows: unknown[] }>({
  report,
  badRange,
  t,
  table,
}: ReportBodyProps<Data>) {
  let body: ReactNode = <LoadingState />;
  if (badRange) body = <EmptyState text={t('sales.bad_range')} />;
  else if (report.isError) {
    body = <ErrorState error={report.error} onRetry={() => void report.refetch()} />;
  } else if (report.data?.rows.length === 0) body = <EmptyState text={t('sales.empty')} />;
  else if (report.data) body = table(report.data);
  return (
    <Card withBorder radius="md" padding="sm">
      {body}
    </Card>
  );
}
