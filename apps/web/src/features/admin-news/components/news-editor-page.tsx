import { Anchor, Group, Stack } from '@mantine/core';
import { type NewsKind, newsKinds } from '@rangkai/shared';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ErrorState, LoadingState } from '@/components/admin/data-state';
import { useTranslation } from '@/lib/i18n';
import { useAdminNewsItem } from '../api/news';
import { NewsEditor } from './news-editor';

/** /admin/news/new?kind=… and /admin/news/:id: the editor, once the item (if any) has loaded. */
export function NewsEditorPage() {
  const { t } = useTranslation('adminNews');
  const id = Number(useParams().id) || 0;
  const [params] = useSearchParams();
  const kindAsked = params.get('kind');
  const kind: NewsKind = (newsKinds as readonly string[]).includes(kindAsked ?? '')
    ? (kindAsked as NewsKind)
    : 'news';
  const query = useAdminNewsItem(id);
  const listKind = query.data?.kind ?? kind;

  const back = (
    <Anchor
      component={Link}
      to={listKind === 'banner' ? '/admin/news?kind=banner' : '/admin/news'}
      size="sm"
      mb="xs"
      data-testid="admin-news-back"
    >
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={16} />
        {t(`editor.back_${listKind}`)}
      </Group>
    </Anchor>
  );

  let content = <NewsEditor key={`new-${kind}`} kind={kind} />;
  if (id > 0) {
    if (query.isError) {
      content = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
    } else if (!query.data) content = <LoadingState />;
    else
      content = (
        <NewsEditor
          key={`${query.data.id}-${query.data.updated_at}`}
          item={query.data}
          kind={query.data.kind}
        />
      );
  }

  return (
    <Stack gap={0} data-testid="admin-news-editor-page">
      {back}
      {content}
    </Stack>
  );
}
