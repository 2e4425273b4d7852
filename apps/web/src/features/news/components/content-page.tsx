import { Skeleton, Stack, Text, Title } from '@mantine/core';
import type { PageSlug } from '@rangkai/shared';
import { RecordsEmpty, RecordsError } from '@/components/record-states';
import { formatDate } from '@/lib/date-format';
import { useTranslation } from '@/lib/i18n';
import { useContentPage } from '../api/content-page';
import { NewsBody } from './news-body';

function PageLoading() {
  return (
    <Stack gap="sm" aria-busy data-testid="content-page-loading">
      {[90, 100, 95, 70, 100, 85].map((width) => (
        <Skeleton key={width} h={12} w={`${width}%`} />
      ))}
    </Stack>
  );
}

/**
 * /web/terms and /web/privacy: the text the operator wrote in the back-office, in the reader's
 * language (else English), sanitised by the server; a friendly note while none is written.
 */
export function ContentPage({ slug }: { slug: PageSlug }) {
  const { t, i18n } = useTranslation('news');
  const query = useContentPage(i18n.language, slug);
  const page = query.data;

  let content = <PageLoading />;
  if (query.isError && !page) {
    content = <RecordsError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else if (page && !page.html.trim()) {
    content = <RecordsEmpty text={t('page.empty')} />;
  } else if (page) {
    content = <NewsBody html={page.html} testId="content-page-body" />;
  }

  return (
    <Stack gap="md" data-testid={`content-page-${slug}`}>
      <Stack gap={2}>
        <Title order={2} fz="h3">
          {t(`page.${slug}`)}
        </Title>
        {page?.updated_at && page.html.trim() && (
          <Text size="xs" c="dimmed">
            {t('page.updated', { date: formatDate(page.updated_at, i18n.language) })}
          </Text>
        )}
      </Stack>
      {content}
    </Stack>
  );
}

export function TermsPage() {
  return <ContentPage slug="terms" />;
}

export function PrivacyPage() {
  return <ContentPage slug="privacy" />;
}
