import { Button, Card, ColorSwatch, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { type AdminNewsItem, type NewsStatus, newsKinds, newsStatuses } from '@rangkai/shared';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { type Column, DataTable } from '@/components/admin/data-table';
import { PageHeader } from '@/components/admin/page-header';
import { PagedResult } from '@/components/admin/paged-result';
import { StatusTabs } from '@/components/admin/status-tabs';
import { formatDateTime } from '@/lib/date-format';
import { useTranslation } from '@/lib/i18n';
import { pageParam } from '@/lib/member-page-query';
import { useAdminNewsList } from '../api/news';
import { kindParam, listSearch, newsStatusColors, statusFilterParam } from '../lib/news-list';
import { DeleteNewsButton } from './delete-news-button';
import { NewsStatusBadge } from './news-status-badge';
import { NewsThumb } from './news-thumb';

const ALL = 'all';

/** /admin/news: news (articles, announcements, promotions) and home banners, by state. */
export function NewsListPage() {
  const { t, i18n } = useTranslation('adminNews');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const kind = kindParam(params);
  const status = statusFilterParam(params);
  const page = pageParam(params);
  const list = useAdminNewsList(kind, status, page);
  const go = (next: Partial<{ kind: typeof kind; status: NewsStatus | null; page: number }>) =>
    setParams(listSearch({ kind, status, page: 1, ...next }));
  const banner = kind === 'banner';
  const editPath = (item: AdminNewsItem) => `/admin/news/${item.id}`;

  const columns: Column<AdminNewsItem>[] = [
    {
      key: 'picture',
      label: t('list.picture'),
      render: (item) => <NewsThumb src={item.thumb_path ?? item.public_path} wide={banner} />,
    },
    {
      key: 'title',
      label: t('list.title'),
      hideInCard: true,
      render: (item) => (
        <Text size="sm" fw={600} lineClamp={2} maw={320} style={{ overflowWrap: 'anywhere' }}>
          {item.titles.en}
        </Text>
      ),
    },
    ...(banner
      ? [
          {
            key: 'order',
            label: t('list.sort_order'),
            numeric: true,
            render: (item: AdminNewsItem) => item.sort_order,
          },
        ]
      : [
          {
            key: 'type',
            label: t('list.type'),
            render: (item: AdminNewsItem) => t(`types.${item.news_type}`),
          },
        ]),
    {
      key: 'publish',
      label: t('list.publish_at'),
      render: (item) => formatDateTime(item.publish_at, i18n.language),
    },
    {
      key: 'end',
      label: t('list.end_at'),
      render: (item) =>
        item.end_at ? (
          formatDateTime(item.end_at, i18n.language)
        ) : (
          <Text span size="sm" c="dimmed">
            {t('list.no_end')}
          </Text>
        ),
    },
    {
      key: 'status',
      label: t('list.status'),
      render: (item) => <NewsStatusBadge status={item.status} />,
    },
    {
      key: 'actions',
      label: t('list.actions'),
      render: (item) => (
        // The row opens the editor; the buttons (and the delete dialog, portalled but still
        // bubbling through React) keep their clicks to themselves.
        <Group gap={4} wrap="nowrap" onClick={(event) => event.stopPropagation()}>
          <Button
            component={Link}
            to={editPath(item)}
            size="xs"
            variant="subtle"
            leftSection={<IconPencil size={14} />}
            data-testid="admin-news-edit"
          >
            {t('list.edit')}
          </Button>
          <DeleteNewsButton item={item} compact />
        </Group>
      ),
    },
  ];

  return (
    <Stack gap={0} data-testid="admin-news-page">
      <PageHeader
        title={t('list.heading')}
        subtitle={t('list.subtitle')}
        actions={
          <Button
            component={Link}
            to={`/admin/news/new?kind=${kind}`}
            leftSection={<IconPlus size={16} />}
            data-testid="admin-news-new"
          >
            {t(`list.new_${kind}`)}
          </Button>
        }
      />
      <StatusTabs
        values={newsKinds}
        value={kind}
        onChange={(k) => go({ kind: k, status: null })}
        label={(k) => t(`kinds.${k}`)}
        testId="admin-news-tab"
        scroll={false}
        mb="sm"
      >
        <SegmentedControl
          mb="md"
          size="sm"
          value={status ?? ALL}
          onChange={(value) => go({ status: value === ALL ? null : (value as NewsStatus) })}
          data={[
            { value: ALL, label: t('status.all') },
            ...newsStatuses.map((s) => ({
              value: s,
              label: (
                <Group gap={6} wrap="nowrap" justify="center">
                  <ColorSwatch
                    size={8}
                    color={`var(--mantine-color-${newsStatusColors[s]}-6)`}
                    withShadow={false}
                  />
                  {t(`status.${s}`)}
                </Group>
              ),
            })),
          ]}
          style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
          data-testid="admin-news-status-filter"
        />
        <Card withBorder radius="md" padding="sm">
          <PagedResult
            query={list}
            page={page}
            onPage={(next) => go({ status, page: next })}
            emptyText={t(status ? `list.empty_status` : `list.empty_${kind}`, {
              status: status ? t(`status.${status}`) : '',
            })}
          >
            {(rows) => (
              <DataTable
                rows={rows}
                columns={columns}
                rowKey={(item) => item.id}
                cardTitle={(item) => item.titles.en}
                onRowClick={(item) => navigate(editPath(item))}
                minWidth={860}
                testId="admin-news-table"
              />
            )}
          </PagedResult>
        </Card>
      </StatusTabs>
    </Stack>
  );
}
