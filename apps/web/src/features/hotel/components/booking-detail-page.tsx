import {
  Alert,
  Anchor,
  Button,
  Divider,
  Group,
  Paper,
  Stack,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import type { HotelBookingDetail } from '@rangkai/shared';
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconExternalLink,
  IconMapPin,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { RecordsError, RecordsLoading } from '@/components/record-states';
import { isApiError } from '@/lib/api-error';
import { formatDateTime, formatDay } from '@/lib/date-format';
import { useTranslation } from '@/lib/i18n';
import { formatRm } from '@/lib/money';
import { useHotelBooking } from '../api/hotels';
import { CancelBooking } from './cancel-booking';
import { BookingStatusBadge, StayDates } from './parts';

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
      <Text size="sm" c="dimmed" style={{ flexShrink: 0, maxWidth: '45%' }}>
        {label}
      </Text>
      <Text
        size="sm"
        fw={500}
        ta="right"
        style={{ minWidth: 0, overflowWrap: 'anywhere' }}
        data-testid={testId}
      >
        {children}
      </Text>
    </Group>
  );
}

function History({ booking }: { booking: HotelBookingDetail }) {
  const { t, i18n } = useTranslation('hotel');
  return (
    <Timeline
      active={booking.events.length - 1}
      bulletSize={14}
      lineWidth={2}
      data-testid="booking-history"
    >
      {booking.events.map((event, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: events have no id and never reorder
        <Timeline.Item key={i} title={t(`status.${event.status}`)}>
          <Text size="xs" c="dimmed">
            {formatDateTime(event.created_at, i18n.language)} · {t(`actor.${event.actor_type}`)}
          </Text>
          {event.note && (
            <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
              {event.note}
            </Text>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

/** /web/hotel/booking?id: a booking's status, history, hotel address and free cancellation. */
export function HotelBookingDetailPage() {
  const { t, i18n } = useTranslation('hotel');
  const { t: tErrors } = useTranslation('errors');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const query = useHotelBooking(valid ? id : null, i18n.language);
  const code = query.isError && isApiError(query.error) ? query.error.code : null;
  const back = (
    <Button
      component={Link}
      to="/web/hotel/bookings"
      variant="subtle"
      size="compact-sm"
      leftSection={<IconArrowLeft size={16} />}
      style={{ alignSelf: 'flex-start' }}
      data-testid="booking-back"
    >
      {t('bookings.title')}
    </Button>
  );
  if (!valid || (code && code !== 'fetch_failed')) {
    return (
      <Stack gap="sm">
        {back}
        <Alert
          color="yellow"
          icon={<IconAlertTriangle size={18} />}
          data-testid="booking-not-found"
        >
          {code
            ? tErrors(code, { defaultValue: t('bookings.not_found') })
            : t('bookings.not_found')}
        </Alert>
      </Stack>
    );
  }
  if (query.isError) return <RecordsError namespace="hotel" onRetry={() => void query.refetch()} />;
  const booking = query.data;
  if (!booking) return <RecordsLoading rows={3} />;
  const paidFrom = (['point1', 'point2', 'point4'] as const).filter(
    (w) => booking.paid[w] !== '0.00',
  );

  return (
    <Stack gap="sm" pb="xl" maw={760} data-testid="booking-detail">
      {back}
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Title order={3} style={{ minWidth: 0, flex: 1 }}>
          {booking.hotel_name}
        </Title>
        <BookingStatusBadge status={booking.status} />
      </Group>
      <Paper withBorder radius="md" p="sm">
        <Stack gap={6}>
          <Text fw={600}>{booking.room_name}</Text>
          <StayDates
            checkIn={booking.check_in}
            checkOut={booking.check_out}
            nights={booking.nights}
          />
          <Divider />
          <Row label={t('booking.ref')} testId="booking-ref">
            {booking.ref_no}
          </Row>
          <Row label={t('booking.confirmation')} testId="booking-confirmation">
            {booking.confirmation_number ?? t('booking.confirmation_pending')}
          </Row>
          <Row label={t('booking.guest')}>{booking.guest_name}</Row>
          <Row label={t('booking.rooms')}>{booking.rooms}</Row>
          <Row label={t('booking.total')} testId="booking-total">
            {t(`price.${booking.payment_type}`)} {formatRm(booking.total)}
          </Row>
          {paidFrom.map((w) => (
            <Row key={w} label={t(`wallet.${w}`)}>
              {formatRm(booking.paid[w])}
            </Row>
          ))}
          {booking.refunded !== '0.00' && (
            <Row label={t('booking.refunded')} testId="booking-refunded">
              {formatRm(booking.refunded)}
            </Row>
          )}
          {booking.cancel_reason && (
            <Row label={t('booking.cancel_reason')}>{booking.cancel_reason}</Row>
          )}
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="sm">
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconMapPin size={18} style={{ flexShrink: 0, marginTop: 2 }} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="sm" data-testid="booking-address">
              {booking.hotel_address}, {booking.hotel_city}
            </Text>
            <Anchor
              href={booking.map_url}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              data-testid="booking-map"
            >
              {t('booking.map')} <IconExternalLink size={14} style={{ verticalAlign: 'middle' }} />
            </Anchor>
          </Stack>
        </Group>
      </Paper>
      {booking.status !== 'canceled' && (
        <Paper
          withBorder
          radius="md"
          p="sm"
          data-testid="booking-free-cancel"
          data-can-cancel={booking.can_cancel}
        >
          <Stack gap="xs">
            <Text size="sm">
              {booking.can_cancel
                ? t('booking.free_cancel_until', {
                    date: formatDay(booking.free_cancel_until, i18n.language),
                  })
                : tErrors('CANCEL_DEADLINE_PASSED')}
            </Text>
            {booking.can_cancel && <CancelBooking booking={booking} />}
          </Stack>
        </Paper>
      )}
      <Title order={4}>{t('booking.history')}</Title>
      <History booking={booking} />
    </Stack>
  );
}
