import { Box, Group, Text } from '@mantine/core';
import { BarChart } from '@/components/charts/charts';
import { shortDay } from '@/lib/date-format';

export interface ChartPoint {
  date: string;
  value: number;
}

interface DailyChartProps {
  points: ChartPoint[];
  /** Accessible name of the chart. */
  label: string;
  /** "Highest" label in front of the largest value. */
  maxLabel: string;
  /** A Mantine colour (`teal.6`) or any CSS colour. */
  color?: string;
  format?: (value: number) => string;
  testId?: string;
}

/** A bar chart of one value per day (@mantine/charts), with its largest value named above it. */
export function DailyChart({
  points,
  label,
  maxLabel,
  color = 'teal.6',
  format = String,
  testId,
}: DailyChartProps) {
  const highest = Math.max(0, ...points.map((p) => p.value));
  const data = points.map((p) => ({ day: shortDay(p.date), value: p.value }));

  return (
    <Box data-testid={testId} role="img" aria-label={label}>
      <Group justify="space-between" mb={4}>
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Text size="xs" c="dimmed">
          {maxLabel}: {format(highest)}
        </Text>
      </Group>
      <BarChart
        h={180}
        data={data}
        dataKey="day"
        series={[{ name: 'value', label, color }]}
        valueFormatter={format}
        gridAxis="x"
        tickLine="none"
        withYAxis={false}
        barProps={{ radius: 2 }}
        xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 24 }}
      />
    </Box>
  );
}
