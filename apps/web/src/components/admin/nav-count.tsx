import { Badge } from '@mantine/core';

/** A navigation entry's count of items waiting (nothing while there are none, or not loaded). */
export function NavCount({ total, testId }: { total: number | undefined; testId: string }) {
  if (!total) return null;
  return (
    <Badge size="sm" color="yellow" variant="filled" miw="max-content" data-testid={testId}>
      {total}
    </Badge>
  );
}
