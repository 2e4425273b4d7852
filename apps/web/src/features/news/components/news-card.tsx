import { Group, Paper, Stack, Text } from '@mantine/core';
import type { NewsItem } from '@rangkai/shared';
import { Link } from 'react-router';
import { formatDate } from '@/lib/date-format';
import { useTranslation } from '@/lib/i18n';
import { newsDetailsPath } from '../lib/news-params';
import { NewsPicture } from './news-picture';
import { NewsTypeBadge } from './news-type-badge';

/** One article of the list: thumbnail, type, date, title and summary; opens its details. */
export function NewsCard({ item, eager }: { item: NewsItem; eager?: boolean }) {
  const { i18n } = useTranslation('news');
  return (
    <Paper
      component={Link}
      to={newsDetailsPath(item.id)}
      withBorder
      radius="md"
      style={{ overflow: 'hidden', color: 'inherit', textDecoration: 'none', display: 'block' }}
      data-testid="news-card"
      data-news-id={item.id}
    >
      <NewsPicture src={item.thumb_path} eager={eager} />
      <Stack gap={6} p="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <NewsTypeBadge type={item.news_type} />
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatDate(item.publish_at, i18n.language)}
          </Text>
        </Group>
        <Text fw={700} lineClamp={2} style={{ overflowWrap: 'anywhere' }} data-testid="news-title">
          {item.title}
        </Text>
        {item.summary && (
          <Text size="sm" c="dimmed" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
            {item.summary}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
