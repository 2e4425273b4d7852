import { Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface StatCardProps {
  label: string;
  value: ReactNode;
  /** Lines under the value (today's volume, carry…). */
  hint?: ReactNode;
  /** Tint of the card (a Mantine colour), grey when not given. */
  color?: string;
  /** Where tapping the card leads, if anywhere. */
  to?: string;
  testId: string;
}

/** One figure of the sales section: label, value, and small lines under it. */
export function StatCard({ label, value, hint, color = 'gray', to, testId }: StatCardProps) {
  const card = (
    <Paper radius="md" p="sm" bg={`${color}.0`} h="100%" data-testid={testId}>
      <Stack gap={2}>
        <Text size="xs" c="dimmed" lh={1.3}>
          {label}
        </Text>
        <Text
          fw={700}
          size="md"
          lh={1.3}
          style={{ overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' }}
          data-testid="stat-value"
        >
          {value}
        </Text>
        {hint}
      </Stack>
    </Paper>
  );
  return to ? (
    <Link to={to} style={{ color: 'inherit', textDecoration: 'none' }}>
      {card}
    </Link>
  ) : (
    card
  );
}

/** A small line under a figure. */
export function StatHint({ children, color }: { children: ReactNode; color?: string }) {
  return (
    <Text size="xs" c={color ?? 'dimmed'} lh={1.3} style={{ overflowWrap: 'anywhere' }}>
      {children}
    </Text>
  );
}
