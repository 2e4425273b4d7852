import { Badge } from '@mantine/core';
import type { NewsStatus } from '@rangkai/shared';
import { useTranslation } from '@/lib/i18n';
import { newsStatusColors } from '../lib/news-list';

export function NewsStatusBadge({ status }: { status: NewsStatus }) {
  const { t } = useTranslation('adminNews');
  return (
    <Badge
      size="sm"
      variant="light"
      color={newsStatusColors[status]}
      data-testid="admin-news-status"
    >
      {t(`status.${status}`)}
    </Badge>
  );
}
