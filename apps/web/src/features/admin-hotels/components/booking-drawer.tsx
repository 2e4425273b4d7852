import { Button, Card, Drawer, Group, Stack, Text, Timeline, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { AdminHotelBookingDetail } from '@rangkai/shared';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { ErrorState, LoadingState } from '@/components/admin/data-state';
import { FieldCard } from '@/components/admin/field-list';
import { useIsAdmin } from '@/lib/admin-me';
import { formatDateTime, formatDay } from '@/lib/date-format';
import { useTranslation } from '@/lib/i18n';
import { groupMoney } from '@/lib/money';
import { useHotelBooking } from '../api/bookings';
import { type BookingActionKind, BookingActionModal } from './booking-action-modal';
import { BookingStatusBadge } from './hotel-badge';

/** One booking beside the queue (the whole screen on a phone); `bookingId` null closes it. */
export function BookingDrawer({
  bookingId,
  onClose,
}: {
  bookingId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminHotels');
  const phone = useMediaQuery('(max-width: 36em)');
  const [shownId, setShownId] = useState(bookingId);
  if (bookingId !== null && bookingId !== shownId) setShownId(bookingId);
  const booking = useHotelBooking(shownId);
  const [action, setAction] = useState<BookingActionKind | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  let body = <LoadingState />;
  if (booking.isError) {
    body = <ErrorState error={booking.error} onRetry={() => void booking.refetch()} />;
  } else if (booking.data) {
    body = (
      <BookingDetail
        booking={booking.data}
        onAction={(next) => {
          setAction(next);
          setDialogOpen(true);
        }}
      />
    );
  }

  return (
    <Drawer
      opened={bookingId !== null}
      onClose={onClose}
      closeOnEscape={!dialogOpen}
      position="right"
      size={phone ? '100%' : 'lg'}
      title={
        booking.data ? (
          <Group gap="xs">
            <Text fw={700} ff="monospace">
              {booking.data.ref_no}
            </Text>
            <BookingStatusBadge status={booking.data.status} />
          </Group>
        ) : (
          <Text fw={700}>{t('booking.title')}</Text>
        )
      }
      closeButtonProps={{ 'aria-label': t('booking.close') }}
      data-testid="admin-hotel-booking-drawer"
    >
      {body}
      {booking.data && (
        <BookingActionModal
          booking={booking.data}
          action={action}
          opened={dialogOpen}
          onClose={() => setDialogOpen(false)}
        />
      )}
    </Drawer>
  );
}

function BookingDetail({
  booking,
  onAction,
}: {
  booking: AdminHotelBookingDetail;
  onAction: (action: BookingActionKind) => void;
}) {
  const { t, i18n } = useTranslation('adminHotels');
  const canEdit = useIsAdmin();
  const day = (d: string) => formatDay(d, i18n.language);
  const paid = (['point1', 'point2', 'point4'] as const).filter((w) => booking.paid[w] !== '0.00');
  return (
    <Stack gap="sm">
      {canEdit && booking.status !== 'canceled' && (
        <Group gap="xs" grow>
          {booking.status === 'pre_booked' && (
            <Button
              leftSection={<IconCheck size={16} />}
              onClick={() => onAction('confirm')}
              data-testid="admin-hotel-booking-confirm"
            >
              {t('booking.confirm')}
            </Button>
          )}
          <Button
            color="red"
            variant="light"
            leftSection={<IconX size={16} />}
            onClick={() => onAction('cancel')}
            data-testid="admin-hotel-booking-cancel"
          >
            {t('booking.cancel')}
          </Button>
        </Group>
      )}
      <FieldCard
        title={t('booking.stay')}
        fields={[
          { label: t('bookings.hotel'), value: `${booking.hotel.name_en} (${booking.hotel.city})` },
          { label: t('booking.room_type'), value: booking.room_type.name_en },
          {
            label: t('booking.dates'),
            value: `${day(booking.check_in)} → ${day(booking.check_out)}`,
          },
          { label: t('booking.nights'), value: booking.nights },
          { label: t('booking.rooms'), value: booking.rooms },
          { label: t('bookings.guest'), value: booking.guest_name },
          {
            label: t('bookings.member'),
            value: `${booking.member.username} (${booking.member.member_code})`,
          },
          {
            label: t('booking.confirmation_number'),
            value: booking.confirmation_number ?? '—',
          },
          ...(booking.cancel_reason
            ? [{ label: t('booking.cancel_reason'), value: booking.cancel_reason }]
            : []),
        ]}
      />
      <FieldCard
        title={t('booking.payment')}
        fields={[
          { label: t('booking.payment_type'), value: t(`payment.${booking.payment_type}`) },
          { label: t('booking.nightly'), value: `RM ${groupMoney(booking.nightly)}` },
          { label: t('bookings.total'), value: `RM ${groupMoney(booking.total)}` },
          ...paid.map((w) => ({
            label: t(`wallets.${w}`),
            value: `RM ${groupMoney(booking.paid[w])}`,
          })),
          { label: t('booking.refunded'), value: `RM ${groupMoney(booking.refunded)}` },
        ]}
      />
      <Card withBorder radius="md" padding="md">
        <Title order={3} size="h5" mb="sm">
          {t('booking.history')}
        </Title>
        <Timeline bulletSize={14} lineWidth={2} data-testid="admin-hotel-booking-history">
          {booking.events.map((e) => (
            <Timeline.Item key={`${e.created_at}-${e.status}`} title={t(`status.${e.status}`)}>
              <Text size="xs" c="dimmed">
                {formatDateTime(e.created_at, i18n.language)} · {e.actor_name}
              </Text>
              {e.note && (
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {e.note}
                </Text>
              )}
            </Timeline.Item>
          ))}
        </Timeline>
      </Card>
    </Stack>
  );
}
