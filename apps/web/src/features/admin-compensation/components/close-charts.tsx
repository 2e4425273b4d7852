import { Box, Card, Group, SimpleGrid, Text } from '@mantine/core';
import { BarChart, LineChart } from '@/components/charts/charts';
import { formatDay } from '@/lib/date-format';
import { useTranslation } from '@/lib/i18n';
import { groupMoney } from '@/lib/money';
import {
  bonusColors,
  type ChartDay,
  closeBonusKeys,
  formatRatio,
  ratioBasisPoints,
} from '../lib/figures';

const percent = (value: number) => `${value.toFixed(2)}%`;
const money = (value: number) => groupMoney(value.toFixed(2));
/** Axis ticks: 950, 1.2k, 35k. */
const compact = (value: number) =>
  value >= 1000 ? `${Number((value / 1000).toFixed(1))}k` : String(Math.round(value));

function ChartTitle({ label, note }: { label: string; note?: string }) {
  return (
    <Group justify="space-between" gap={4} mb={4}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Group>
  );
}

/**
 * The payout ratio of each closed date against the alert line, and the bonuses of each date
 * stacked by type (@mantine/charts, as the dashboard): side by side on a laptop, one above the
 * other on a phone.
 */
export function CloseCharts({ days, alertRatio }: { days: ChartDay[]; alertRatio: string }) {
  const { t, i18n } = useTranslation('adminCompensation');
  if (days.length === 0) {
    return (
      <Card withBorder radius="md" padding="md">
        <Text size="sm" c="dimmed" ta="center" data-testid="admin-closes-charts-empty">
          {t('charts.empty')}
        </Text>
      </Card>
    );
  }
  const label = (date: string) => formatDay(date, i18n.language, 'short');
  const data = days.map((d) => ({ ...d, day: label(d.date) }));
  const alert = ratioBasisPoints(alertRatio) / 100;
  const highest = Math.max(alert, ...days.map((d) => d.ratio));
  const range = t('charts.dates', {
    from: label(days[0].date),
    to: label(days[days.length - 1].date),
  });

  return (
    <Card withBorder radius="md" padding="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Box data-testid="admin-closes-ratio-chart" role="img" aria-label={t('charts.ratio')}>
          <ChartTitle label={t('charts.ratio')} note={range} />
          <LineChart
            h={200}
            data={data}
            dataKey="day"
            series={[{ name: 'ratio', label: t('summary.ratio'), color: 'indigo.6' }]}
            valueFormatter={percent}
            referenceLines={[
              {
                y: alert,
                color: 'red.6',
                label: t('charts.alert_line', { ratio: formatRatio(alertRatio) }),
                labelPosition: 'insideTopLeft',
              },
            ]}
            yAxisProps={{
              domain: [0, Math.ceil(highest * 1.15) || 1],
              width: 40,
              tickFormatter: (value: number) => `${Math.round(value)}%`,
            }}
            curveType="linear"
            gridAxis="y"
            tickLine="none"
            xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 16 }}
          />
        </Box>
        <Box data-testid="admin-closes-bonus-chart" role="img" aria-label={t('charts.bonuses')}>
          <ChartTitle label={t('charts.bonuses')} note={range} />
          <BarChart
            h={200}
            data={data}
            dataKey="day"
            type="stacked"
            series={closeBonusKeys.map((key) => ({
              name: key,
              label: t(`bonus_types.${key}`),
              color: bonusColors[key],
            }))}
            valueFormatter={money}
            gridAxis="y"
            tickLine="none"
            yAxisProps={{ width: 48, tickFormatter: (value: number) => compact(value) }}
            barProps={{ maxBarSize: 28 }}
            xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 16 }}
          />
          <Group gap="sm" justify="center" mt={4}>
            {closeBonusKeys.map((key) => (
              <Group key={key} gap={4} wrap="nowrap">
                <Box w={8} h={8} bg={bonusColors[key]} style={{ borderRadius: '50%' }} />
                <Text size="xs">{t(`bonus_types.${key}`)}</Text>
              </Group>
            ))}
          </Group>
        </Box>
      </SimpleGrid>
    </Card>
  );
}
