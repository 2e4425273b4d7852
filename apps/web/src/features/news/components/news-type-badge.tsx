import { Badge } from '@mantine/core';
import type { NewsType } from '@rangkai/shared';
import { useTranslation } from '@/lib/i18n';

const colors: Record<NewsType, string> = {
  announcement: 'orange',
  news: 'blue',
  promotion: 'grape',
};

export function NewsTypeBadge({ type }: { type: NewsType }) {
  const { t } = useTranslation('news');
  return (
    <Badge size="sm" variant="light" color={colors[type]} tt="none" data-testid="news-type">
      {t(`types.${type}`)}
    </Badge>
  );
}
