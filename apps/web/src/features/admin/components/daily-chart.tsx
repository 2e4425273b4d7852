import { Box, Group, Text } from '@mantine/core';
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
  color?: string;
  format?: (value: number) => string;
  testId?: string;
}

const WIDTH = 600;
const HEIGHT = 180;
const PAD = { top: 12, right: 8, bottom: 22, left: 8 };

/** A dependency-free bar chart of one value per day (inline SVG, scales with its box). */
export function DailyChart({
  points,
  label,
  maxLabel,
  color = 'var(--mantine-color-teal-6)',
  format = String,
  testId,
}: DailyChartProps) {
  const highest = Math.max(0, ...points.map((p) => p.value));
  const max = Math.max(1, highest);
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const slot = innerW / Math.max(1, points.length);
  const barW = Math.max(2, slot * 0.7);
  const ticks = [0, Math.floor(points.length / 2), points.length - 1].filter(
    (i, n, all) => i >= 0 && all.indexOf(i) === n,
  );

  return (
    <Box data-testid={testId}>
      <Group justify="space-between" mb={4}>
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Text size="xs" c="dimmed">
          {maxLabel}: {format(highest)}
        </Text>
      </Group>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-label={label}
        style={{ display: 'block', height: 'auto' }}
      >
        <line
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={HEIGHT - PAD.bottom}
          y2={HEIGHT - PAD.bottom}
          stroke="var(--mantine-color-gray-4)"
        />
        {points.map((p, i) => {
          const h = (p.value / max) * innerH;
          const x = PAD.left + i * slot + (slot - barW) / 2;
          return (
            <rect
              key={p.date}
              x={x}
              y={HEIGHT - PAD.bottom - h}
              width={barW}
              height={Math.max(h, p.value > 0 ? 1 : 0)}
              rx={2}
              fill={color}
            >
              <title>{`${p.date}: ${format(p.value)}`}</title>
            </rect>
          );
        })}
        {ticks.map((i) => (
          <text
            key={i}
            x={PAD.left + i * slot + slot / 2}
            y={HEIGHT - 6}
            fontSize={12}
            textAnchor={i === 0 ? 'start' : i === points.length - 1 ? 'end' : 'middle'}
            fill="var(--mantine-color-gray-6)"
          >
            {shortDay(points[i].date)}
          </text>
        ))}
      </svg>
    </Box>
  );
}
