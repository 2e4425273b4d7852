import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface Field {
  label: string;
  value: ReactNode;
}

/** One label/value line: the label keeps its width, a long value wraps instead of overflowing. */
export function FieldLine({
  label,
  labelSize = 'sm',
  children,
}: {
  label: ReactNode;
  labelSize?: 'xs' | 'sm';
  children: ReactNode;
}) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
      <Text size={labelSize} c="dimmed" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" ta="right" component="div" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
        {children}
      </Text>
    </Group>
  );
}

/** A titled card of label/value lines that wrap instead of overflowing on a phone. */
export function FieldCard({ title, fields }: { title: string; fields: Field[] }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      <Stack gap={6}>
        {fields.map((f) => (
          <FieldLine key={f.label} label={f.label}>
            {f.value ?? '—'}
          </FieldLine>
        ))}
      </Stack>
    </Card>
  );
}
