import { Skeleton, Stack } from '@mantine/core';

/** Grey fields while a dialog's data loads. */
export function DialogLoading({ rows = 4, testId }: { rows?: number; testId: string }) {
  return (
    <Stack gap="md" data-testid={testId} aria-busy>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} h={48} />
      ))}
    </Stack>
  );
}
