import { Card, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import type { AdminHotelBooking } from '@rangkai/shared';
import { useSearchParams } from 'react-router';
import { CsvDownloadButton } from '@/components/admin/csv-download-button';
import { type Column, DataTable } from '@/components/admin/data-table';
import { MemberCell } from '@/components/admin/member-cell';
import { PageHeader } from '@/components/admin/page-header';
import { PagedResult } from '@/components/admin/paged-result';
import { SearchBar } from '@/components/admin/search-bar';
import { StatusTabs } from '@/components/admin/status-tabs';
import { formatDay } from '@/lib/date-format';
import { useTranslation } from '@/lib/i18n';
import { groupMoney } from '@/lib/money';
import { useHotelBookings } from '../api/bookings';
import { useHotelChoices } from '../api/hotels';
import {
  type BookingFilters,
  bookingFilterParams,
  bookingsApiQuery,
  bookingTabs,
  readBookingFilters,
} from '../lib/booking-filters';
import { BookingDrawer } from './booking-drawer';
import { BookingStatusBadge } from './hotel-badge';

const ALL = 'all';

/** /admin/hotel-bookings: the queue (pre-booked first), filters, CSV; a row opens the booking. */
export function BookingsPage() {
  const { t, i18n } = useTranslation('adminHotels');
  const [params, setParams] = useSearchParams();
  const filters = readBookingFilters(params);
  const bookings = useHotelBookings(filters);
  const hotels = useHotelChoices();
  const openId = Math.floor(Number(params.get('booking'))) || null;
  const go = (next: Partial<BookingFilters>, booking?: number | null) => {
    const values = bookingFilterParams({ ...filters, page: 1, ...next });
    const id = booking === undefined ? openId : booking;
    setParams(id ? { ...values, booking: String(id) } : values);
  };

  const columns: Column<AdminHotelBooking>[] = [
    {
      key: 'ref',
      label: t('bookings.ref'),
      hideInCard: true,
      render: (b) => (
        <Text size="sm" ff="monospace" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {b.ref_no}
        </Text>
      ),
    },
    {
      key: 'member',
      label: t('bookings.member'),
      render: (b) => <MemberCell member={b.member} />,
    },
    {
      key: 'hotel',
      label: t('bookings.hotel'),
      render: (b) => (
        <Stack gap={0}>
          <Text size="sm">{b.hotel.name_en}</Text>
          <Text size="xs" c="dimmed">
            {b.room_type.name_en} × {b.rooms}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'stay',
      label: t('bookings.stay'),
      render: (b) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDay(b.check_in, i18n.language)} → {formatDay(b.check_out, i18n.language)}
        </Text>
      ),
    },
    { key: 'guest', label: t('bookings.guest'), render: (b) => b.guest_name },
    {
      key: 'total',
      label: t('bookings.total'),
      numeric: true,
      render: (b) => (
        <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
          RM {groupMoney(b.total)}
        </Text>
      ),
    },
    {
      key: 'status',
      label: t('bookings.status'),
      hideInCard: true,
      render: (b) => <BookingStatusBadge status={b.status} />,
    },
  ];

  return (
    <Stack gap="md" data-testid="admin-hotel-bookings-page">
      <PageHeader
        title={t('bookings.heading')}
        subtitle={t('bookings.subtitle')}
        actions={
          <CsvDownloadButton
            path="/api/admin/hotel-bookings"
            query={bookingsApiQuery(filters)}
            testId="admin-hotel-bookings-csv"
          />
        }
      />
      <StatusTabs
        values={bookingTabs}
        value={filters.status}
        onChange={(status) => go({ status })}
        label={(s) => t(`status.${s}`)}
        testId="admin-hotel-bookings-tab"
        total={bookings.data?.total}
        highlight={(s) => (s === 'pre_booked' ? 'orange' : undefined)}
      >
        <SearchBar
          query={filters.search}
          onSearch={(search) => go({ search })}
          placeholder={t('bookings.search')}
          testId="admin-hotel-bookings-search"
          inputStyle={{ flex: '1 1 200px' }}
          loading={bookings.isFetching && !bookings.isPending}
        >
          <Select
            aria-label={t('bookings.hotel')}
            data={[
              { value: ALL, label: t('bookings.all_hotels') },
              ...(hotels.data?.records ?? []).map((h) => ({
                value: String(h.id),
                label: h.name_en,
              })),
            ]}
            value={filters.hotel ? String(filters.hotel) : ALL}
            onChange={(v) => go({ hotel: v && v !== ALL ? Number(v) : undefined })}
            allowDeselect={false}
            style={{ flex: '1 1 160px' }}
            data-testid="admin-hotel-bookings-hotel"
          />
        </SearchBar>
        <Group gap="sm" mt="sm" align="flex-end">
          <TextInput
            type="date"
            label={t('bookings.check_in_from')}
            value={filters.from ?? ''}
            onChange={(e) => go({ from: e.currentTarget.value || undefined })}
            data-testid="admin-hotel-bookings-from"
          />
          <TextInput
            type="date"
            label={t('bookings.check_in_to')}
            value={filters.to ?? ''}
            onChange={(e) => go({ to: e.currentTarget.value || undefined })}
            data-testid="admin-hotel-bookings-to"
          />
        </Group>
        <Card withBorder radius="md" padding="sm" mt="sm">
          <PagedResult
            query={bookings}
            page={filters.page}
            onPage={(page) => go({ page })}
            emptyText={t(
              filters.search || filters.from || filters.to || filters.hotel
                ? 'bookings.empty_filtered'
                : 'bookings.empty',
            )}
          >
            {(records) => (
              <DataTable
                rows={records}
                columns={columns}
                rowKey={(b) => b.id}
                cardTitle={(b) => (
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Text span ff="monospace" fw={600} size="sm">
                      {b.ref_no}
                    </Text>
                    <BookingStatusBadge status={b.status} />
                  </Group>
                )}
                onRowClick={(b) => go({ page: filters.page }, b.id)}
                minWidth={1000}
                testId="admin-hotel-bookings-table"
              />
            )}
          </PagedResult>
        </Card>
        <BookingDrawer bookingId={openId} onClose={() => go({ page: filters.page }, null)} />
      </StatusTabs>
    </Stack>
  );
}
