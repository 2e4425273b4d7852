import { Button, Card, Image, Stack, Text } from '@mantine/core';
import { IconBuilding, IconPlus } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { type Column, DataTable } from '@/components/admin/data-table';
import { PageHeader } from '@/components/admin/page-header';
import { PagedResult } from '@/components/admin/paged-result';
import { SearchBar } from '@/components/admin/search-bar';
import { useIsAdmin } from '@/lib/admin-me';
import { useTranslation } from '@/lib/i18n';
import { type AdminHotelSummary, useAdminHotels } from '../api/hotels';
import { ActiveBadge } from './hotel-badge';

/** /admin/hotels: every hotel, any state, with a search; a row opens it. */
export function HotelsPage() {
  const { t } = useTranslation('adminHotels');
  const navigate = useNavigate();
  const canEdit = useIsAdmin();
  const [params, setParams] = useSearchParams();
  const filters = {
    keyword: (params.get('q') ?? '').trim(),
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
  };
  const list = useAdminHotels(filters);
  const go = (next: Partial<typeof filters>) => {
    const merged = { ...filters, page: 1, ...next };
    const out: Record<string, string> = {};
    if (merged.keyword) out.q = merged.keyword;
    if (merged.page > 1) out.page = String(merged.page);
    setParams(out);
  };

  const columns: Column<AdminHotelSummary>[] = [
    {
      key: 'picture',
      label: t('hotels.picture'),
      render: (h) =>
        h.thumb ? (
          <Image src={h.thumb} alt="" w={64} h={44} radius="sm" fit="cover" />
        ) : (
          <IconBuilding size={28} color="var(--mantine-color-gray-5)" />
        ),
    },
    {
      key: 'name',
      label: t('hotels.name'),
      hideInCard: true,
      render: (h) => <HotelName hotel={h} />,
    },
    { key: 'city', label: t('hotels.city'), render: (h) => h.city },
    { key: 'rooms', label: t('hotels.room_types'), numeric: true, render: (h) => h.room_types },
    {
      key: 'cancel',
      label: t('hotels.free_cancel_days'),
      numeric: true,
      render: (h) => h.free_cancel_days,
    },
    { key: 'state', label: t('hotels.state'), render: (h) => <ActiveBadge active={h.active} /> },
  ];

  return (
    <Stack gap="md" data-testid="admin-hotels-page">
      <PageHeader
        title={t('hotels.heading')}
        subtitle={t('hotels.subtitle')}
        actions={
          canEdit && (
            <Button
              component={Link}
              to="/admin/hotels/new"
              leftSection={<IconPlus size={16} />}
              data-testid="admin-hotel-new"
            >
              {t('hotels.new')}
            </Button>
          )
        }
      />
      <SearchBar
        query={filters.keyword}
        onSearch={(keyword) => go({ keyword })}
        placeholder={t('hotels.search')}
        testId="admin-hotel-search"
        inputStyle={{ flex: '1 1 220px' }}
        loading={list.isFetching}
      />
      <Card withBorder radius="md" padding="sm">
        <PagedResult
          query={list}
          page={filters.page}
          onPage={(page) => go({ page })}
          emptyText={t(filters.keyword ? 'hotels.empty_filtered' : 'hotels.empty')}
        >
          {(rows) => (
            <DataTable
              rows={rows}
              columns={columns}
              rowKey={(h) => h.id}
              cardTitle={(h) => <HotelName hotel={h} />}
              onRowClick={(h) => void navigate(`/admin/hotels/${h.id}`)}
              minWidth={800}
              testId="admin-hotels-table"
            />
          )}
        </PagedResult>
      </Card>
    </Stack>
  );
}

function HotelName({ hotel }: { hotel: AdminHotelSummary }) {
  const others = [hotel.name_zh, hotel.name_ms].filter(Boolean).join(' · ');
  return (
    <Stack gap={0} maw={280}>
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {hotel.name_en}
      </Text>
      {others && (
        <Text size="xs" c="dimmed" lineClamp={1}>
          {others}
        </Text>
      )}
    </Stack>
  );
}
