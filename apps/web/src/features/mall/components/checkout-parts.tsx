import { Card, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card of the checkout page. */
export function Section({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Card withBorder radius="md" padding="sm" data-testid={testId}>
      <Text fw={700} size="sm" mb="xs">
        {title}
      </Text>
      {children}
    </Card>
  );
}

/** A label and its amount on one line of the quote. */
export function Line({
  label,
  value,
  strong,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size="sm" c={strong ? undefined : 'dimmed'} fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} data-testid={testId} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}
