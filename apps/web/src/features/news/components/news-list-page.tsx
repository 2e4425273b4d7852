import { SegmentedControl, SimpleGrid, Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PagedRecords } from '@/components/paged-records';
import { loadNamespaces, useTranslation } from '@/lib/i18n';
import { pageParam } from '@/lib/member-page-query';
import { useNewsList } from '../api/news-list';
import { type NewsTab, newsListSearch, newsTabParam, newsTabs } from '../lib/news-params';
import { NewsCard } from './news-card';

// The list's texts and the paged list's own (`records`) load together, not one after the other.
void loadNamespaces(['news', 'records']);

/** /web/general/newsList: articles of every type or one, newest first, paged from page 1. */
export function NewsListPage() {
  const { t, i18n } = useTranslation('news');
  const [params, setParams] = useSearchParams();
  const tab = newsTabParam(params);
  const page = pageParam(params);
  const query = useNewsList(i18n.language, tab, page);

  const go = (nextTab: NewsTab, nextPage: number) =>
    setParams(newsListSearch(nextTab, nextPage), { replace: true });

  return (
    <Stack gap="md" data-testid="news-list-page">
      <Title order={3}>{t('list.title')}</Title>
      <SegmentedControl
        fullWidth
        size="xs"
        value={tab}
        onChange={(value) => go(value as NewsTab, 1)}
        data={newsTabs.map((value) => ({ value, label: t(`tabs.${value}`) }))}
        data-testid="news-tabs"
      />
      <PagedRecords
        query={{ ...query, data: query.data?.record }}
        page={page}
        onPage={(next) => go(tab, next)}
        emptyText={t('list.empty')}
        loadingRows={4}
      >
        {(items) => (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" data-testid="news-cards">
            {items.map((item, index) => (
              <NewsCard key={item.id} item={item} eager={index < 2} />
            ))}
          </SimpleGrid>
        )}
      </PagedRecords>
    </Stack>
  );
}
