import {
  Button,
  Card,
  Group,
  Pagination,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { HotelBooking } from '@rangkai/shared';
import { IconSearch } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { paginationLabels } from '@/components/pagination-labels';
import { RecordsEmpty, RecordsError, RecordsLoading } from '@/components/record-states';
import { useTranslation } from '@/lib/i18n';
import { formatRm } from '@/lib/money';
import { type BookingStatus, useHotelBookings } from '../api/hotels';
import { BookingStatusBadge, StayDates } from './parts';

const tabs = ['all', 'pre_booked', 'confirmed', 'canceled'] as const;
type Tab = (typeof tabs)[number];

function BookingCard({ booking }: { booking: HotelBooking }) {
  const { t } = useTranslation('hotel');
  return (
    <Card
      withBorder
      radius="md"
      p="sm"
      component={Link}
      to={`/web/hotel/booking?id=${booking.id}`}
      data-testid="booking-card"
      data-booking={booking.id}
    >
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text fw={700} style={{ minWidth: 0 }}>
            {booking.hotel_name}
          </Text>
          <BookingStatusBadge status={booking.status} />
        </Group>
        <Text size="sm" c="dimmed">
          {booking.room_name} · {t('cart.rooms', { count: booking.rooms })}
        </Text>
        <StayDates
          checkIn={booking.check_in}
          checkOut={booking.check_out}
          nights={booking.nights}
        />
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="xs" c="dimmed" truncate data-testid="booking-ref">
            {booking.ref_no}
          </Text>
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {t(`price.${booking.payment_type}`)} {formatRm(booking.total)}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}

/** /web/hotel/bookings: the member's bookings by status, newest first. */
export function HotelBookingsPage() {
  const { t, i18n } = useTranslation('hotel');
  const [params, setParams] = useSearchParams();
  const tab: Tab = (tabs as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as Tab)
    : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useHotelBookings(tab as BookingStatus | 'all', page, i18n.language);

  return (
    <Stack gap="sm" pb="xl">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Title order={3} style={{ minWidth: 0 }}>
          {t('bookings.title')}
        </Title>
        <Button
          component={Link}
          to="/web/hotel"
          variant="subtle"
          size="compact-sm"
          leftSection={<IconSearch size={16} />}
          style={{ flexShrink: 0 }}
          data-testid="hotel-bookings-search"
        >
          {t('bookings.book_more')}
        </Button>
      </Group>
      <SegmentedControl
        fullWidth
        size="xs"
        value={tab}
        onChange={(status) => setParams(status === 'all' ? {} : { status })}
        data={tabs.map((s) => ({
          value: s,
          label: t(s === 'all' ? 'bookings.all' : `status.${s}`),
        }))}
        styles={{ label: { whiteSpace: 'normal', lineHeight: 1.2 } }}
        data-testid="bookings-tabs"
      />
      {list.isError && !list.data ? (
        <RecordsError
          namespace="hotel"
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : !list.data ? (
        <RecordsLoading rows={3} />
      ) : list.data.records.length === 0 ? (
        <RecordsEmpty text={t('bookings.empty')} />
      ) : (
        <Stack gap="xs" opacity={list.isPlaceholderData ? 0.6 : 1}>
          {list.data.records.map((booking) => (
            <BookingCard key={booking.id} booking={booking} />
          ))}
          {list.data.last_page > 1 && (
            <Group justify="center">
              <Pagination
                size="sm"
                value={page}
                total={list.data.last_page}
                siblings={0}
                boundaries={1}
                onChange={(p) =>
                  setParams({ ...(tab === 'all' ? {} : { status: tab }), page: String(p) })
                }
                {...paginationLabels(t)}
              />
            </Group>
          )}
        </Stack>
      )}
    </Stack>
  );
}
