import { Stack } from '@mantine/core';
import { RankHistory } from './rank-history';
import { SalesFigures } from './sales-figures';

/** Sales figures, then rank history (loaded apart from the home page, see `SalesSection`). */
export function SalesContent() {
  return (
    <Stack gap="md" data-testid="sales-section">
      <SalesFigures />
      <RankHistory />
    </Stack>
  );
}
