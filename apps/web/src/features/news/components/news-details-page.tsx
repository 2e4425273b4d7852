import { Anchor, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { RecordsEmpty, RecordsError } from '@/components/record-states';
import { isApiError } from '@/lib/api-error';
import { formatDate } from '@/lib/date-format';
import { loadNamespaces, useTranslation } from '@/lib/i18n';
import { useNewsDetails } from '../api/news-details';
import { NEWS_LIST_PATH, newsIdParam } from '../lib/news-params';
import { NewsBody } from './news-body';
import { NewsPicture } from './news-picture';
import { NewsTypeBadge } from './news-type-badge';

void loadNamespaces(['news', 'records']);

function DetailsLoading() {
  return (
    <Stack gap="sm" aria-busy data-testid="news-details-loading">
      <Skeleton radius="md" style={{ aspectRatio: '16 / 9' }} />
      <Skeleton h={24} w="70%" />
      <Skeleton h={12} w="30%" />
      <Skeleton h={12} />
      <Skeleton h={12} />
      <Skeleton h={12} w="80%" />
    </Stack>
  );
}

/** /web/general/newsDetails?id=: the cover, title, date and the article's (sanitised) body. */
export function NewsDetailsPage() {
  const { t, i18n } = useTranslation('news');
  const [params] = useSearchParams();
  const id = newsIdParam(params);
  const query = useNewsDetails(i18n.language, id);
  const notFound = id === 0 || (isApiError(query.error) && query.error.code === 'NOT_FOUND');

  let content = <DetailsLoading />;
  if (notFound) content = <RecordsEmpty text={t('details.not_found')} />;
  else if (query.isError && !query.data) {
    content = <RecordsError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else if (query.data) {
    const item = query.data;
    content = (
      <Stack gap="md" component="article">
        {item.public_path && (
          <NewsPicture
            src={item.public_path}
            alt={item.title}
            eager
            radius="var(--mantine-radius-md)"
          />
        )}
        <Stack gap={6}>
          <Group gap="xs">
            <NewsTypeBadge type={item.news_type} />
            <Text size="xs" c="dimmed">
              {formatDate(item.publish_at, i18n.language)}
            </Text>
          </Group>
          <Title
            order={2}
            fz="h3"
            style={{ overflowWrap: 'anywhere' }}
            data-testid="news-details-title"
          >
            {item.title}
          </Title>
        </Stack>
        <NewsBody html={item.description} testId="news-details-body" />
      </Stack>
    );
  }

  return (
    <Stack gap="md" data-testid="news-details-page">
      <Anchor component={Link} to={NEWS_LIST_PATH} size="sm" data-testid="news-back">
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={16} />
          {t('details.back')}
        </Group>
      </Anchor>
      {content}
    </Stack>
  );
}
