import { SegmentedControl, Stack } from '@mantine/core';
import { type PageSlug, pageSlugs } from '@rangkai/shared';
import { useSearchParams } from 'react-router';
import { ErrorState, LoadingState } from '@/components/admin/data-state';
import { PageHeader } from '@/components/admin/page-header';
import { useTranslation } from '@/lib/i18n';
import { useAdminContentPage } from '../api/pages';
import { ContentPageEditor } from './content-page-editor';

/** /admin/pages: the terms and the privacy policy, every language, as members read them. */
export function ContentPagesPage() {
  const { t } = useTranslation('adminNews');
  const [params, setParams] = useSearchParams();
  const asked = params.get('slug');
  const slug: PageSlug = (pageSlugs as readonly string[]).includes(asked ?? '')
    ? (asked as PageSlug)
    : 'terms';
  const query = useAdminContentPage(slug);

  let content = <LoadingState />;
  if (query.isError) {
    content = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  } else if (query.data) {
    content = <ContentPageEditor key={`${slug}-${query.data.updated_at}`} page={query.data} />;
  }

  return (
    <Stack gap="md" data-testid="admin-pages-page">
      <PageHeader title={t('pages.heading')} subtitle={t('pages.subtitle')} />
      <SegmentedControl
        value={slug}
        onChange={(value) => setParams(value === 'terms' ? {} : { slug: value })}
        data={pageSlugs.map((s) => ({ value: s, label: t(`pages.slugs.${s}`) }))}
        style={{ alignSelf: 'flex-start' }}
        data-testid="admin-pages-slug"
      />
      {content}
    </Stack>
  );
}
