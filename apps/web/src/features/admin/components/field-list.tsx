import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface Field {
  label: string;
  value: ReactNode;
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
          <Group key={f.label} justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
              {f.label}
            </Text>
            <Text
              size="sm"
              ta="right"
              component="div"
              style={{ overflowWrap: 'anywhere', minWidth: 0 }}
            >
              {f.value ?? '—'}
            </Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
