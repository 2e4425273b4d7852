import { Group, Text } from '@mantine/core';
import logoUrl from '@/assets/logo.svg';

/** The Rangkai mark and, from `sm` up or when `withName`, the word. */
export function Logo({ withName = true }: { withName?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap">
      <img src={logoUrl} alt="Rangkai" width={32} height={32} />
      {withName && (
        <Text fw={800} size="lg" c="teal.8" visibleFrom="xs">
          Rangkai
        </Text>
      )}
    </Group>
  );
}
