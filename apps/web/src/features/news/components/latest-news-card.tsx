import { Anchor, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { NewsItem } from '@rangkai/shared';
import { IconChevronRight, IconNews } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDate } from '@/lib/date-format';
import { useTranslation } from '@/lib/i18n';
import { NEWS_LIST_PATH, newsDetailsPath } from '../lib/news-params';
import classes from './news.module.css';
import { NewsTypeBadge } from './news-type-badge';

/** How many articles the home page lists. */
export const HOME_NEWS_COUNT = 3;

/** The home page's "latest news": the newest articles, each to its page, and the whole list. */
export function LatestNewsCard({ items }: { items: NewsItem[] }) {
  const { t, i18n } = useTranslation('news');
  return (
    <Paper withBorder radius="lg" p="md" data-testid="home-latest-news">
      <Group justify="space-between" mb="xs">
        <Text fw={700}>{t('home.latest_news')}</Text>
        <Anchor component={Link} to={NEWS_LIST_PATH} size="sm" data-testid="home-news-all">
          {t('home.see_all')}
        </Anchor>
      </Group>
      <Stack gap={0}>
        {items.slice(0, HOME_NEWS_COUNT).map((item) => (
          <UnstyledButton
            key={item.id}
            component={Link}
            to={newsDetailsPath(item.id)}
            py="xs"
            style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
            data-testid="home-news-item"
          >
            <Group gap="sm" wrap="nowrap">
              <div className={classes.frame} style={{ width: 72, flex: 'none', borderRadius: 6 }}>
                {item.thumb_path ? (
                  <img src={item.thumb_path} alt="" loading="lazy" decoding="async" />
                ) : (
                  <div className={classes.placeholder}>
                    <IconNews size={20} stroke={1.5} />
                  </div>
                )}
              </div>
              <Stack gap={2} miw={0} style={{ flex: 1 }}>
                <Text size="sm" fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                  {item.title}
                </Text>
                <Group gap={6}>
                  <NewsTypeBadge type={item.news_type} />
                  <Text size="xs" c="dimmed">
                    {formatDate(item.publish_at, i18n.language)}
                  </Text>
                </Group>
              </Stack>
              <IconChevronRight
                size={16}
                color="var(--mantine-color-gray-5)"
                style={{ flex: 'none' }}
              />
            </Group>
          </UnstyledButton>
        ))}
      </Stack>
    </Paper>
  );
}
