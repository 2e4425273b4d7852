import { Alert, Badge, Button, Group, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import type { HotelRoomType } from '@rangkai/shared';
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconCalendarCheck,
  IconMapPin,
  IconUsers,
} from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { RecordsError, RecordsLoading } from '@/components/record-states';
import { isApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n';
import { useHotelDetail } from '../api/hotels';
import { stayFrom } from '../lib/stay';
import { AddToCart } from './add-to-cart';
import { HotelPicture, StayDates, StayPrice } from './parts';
import { stayQuery } from './search-page';

function RoomTypeCard({
  room,
  checkIn,
  checkOut,
  rooms,
  guests,
}: {
  room: HotelRoomType;
  checkIn: string;
  checkOut: string;
  rooms: number;
  guests: number;
}) {
  const { t } = useTranslation('hotel');
  const soldOut = room.rooms_left < 1;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="room-type" data-room-type={room.id}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text fw={700} style={{ minWidth: 0 }} data-testid="room-type-name">
            {room.name}
          </Text>
          <Badge
            variant="light"
            color={soldOut ? 'gray' : room.rooms_left <= 3 ? 'red' : 'teal'}
            style={{ flexShrink: 0 }}
            data-testid="room-type-left"
          >
            {soldOut ? t('detail.sold_out') : t('detail.rooms_left', { count: room.rooms_left })}
          </Badge>
        </Group>
        <Group gap={4} c="dimmed" wrap="nowrap">
          <IconUsers size={14} style={{ flexShrink: 0 }} />
          <Text size="xs">{t('detail.capacity', { count: room.capacity })}</Text>
        </Group>
        <Text size="xs" c="dimmed">
          {t('detail.total_one_room')}
        </Text>
        <StayPrice total={room.total} size="md" testId="room-type-total" />
        {!soldOut && (
          <AddToCart
            roomTypeId={room.id}
            checkIn={checkIn}
            checkOut={checkOut}
            maxRooms={Math.min(10, room.rooms_left)}
            // Enough rooms of this type for the guests searched for (as many as are left).
            initialRooms={Math.min(
              Math.max(rooms, Math.ceil(guests / room.capacity)),
              room.rooms_left,
              10,
            )}
          />
        )}
      </Stack>
    </Paper>
  );
}

/** /web/hotel/detail?id&check_in&check_out: a hotel's pictures, description and room types. */
export function HotelDetailPage() {
  const { t, i18n } = useTranslation('hotel');
  const { t: tErrors } = useTranslation('errors');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const { checkIn, checkOut } = stayFrom(params);
  const rooms = Math.max(1, Math.min(10, Number(params.get('rooms')) || 1));
  const guests = Math.max(1, Math.min(40, Number(params.get('guests')) || 1));
  const valid = Number.isInteger(id) && id > 0;
  const detail = useHotelDetail(
    valid
      ? { hotel_id: id, check_in: checkIn, check_out: checkOut, language: i18n.language }
      : null,
  );
  const back = `/web/hotel?${stayQuery({ checkIn, checkOut, rooms, guests })}`;
  const code = detail.isError && isApiError(detail.error) ? detail.error.code : null;

  const header = (
    <Button
      component={Link}
      to={back}
      variant="subtle"
      size="compact-sm"
      leftSection={<IconArrowLeft size={16} />}
      style={{ alignSelf: 'flex-start' }}
      data-testid="hotel-back"
    >
      {t('detail.back')}
    </Button>
  );
  if (!valid || (code && code !== 'fetch_failed')) {
    return (
      <Stack gap="sm">
        {header}
        <Alert
          color="yellow"
          icon={<IconAlertTriangle size={18} />}
          data-testid="hotel-detail-error"
        >
          {code ? tErrors(code, { defaultValue: t('detail.not_found') }) : t('detail.not_found')}
        </Alert>
      </Stack>
    );
  }
  if (detail.isError) {
    return (
      <Stack gap="sm">
        {header}
        <RecordsError namespace="hotel" onRetry={() => void detail.refetch()} />
      </Stack>
    );
  }
  const hotel = detail.data;
  if (!hotel) return <RecordsLoading rows={3} />;

  return (
    <Stack gap="sm" pb="xl" maw={760} data-testid="hotel-detail">
      {header}
      {hotel.images.length > 0 ? (
        <ScrollArea type="auto" offsetScrollbars data-testid="hotel-pictures">
          <Group gap="xs" wrap="nowrap">
            {hotel.images.map((image) => (
              <Paper
                key={image.id}
                radius="md"
                style={{
                  overflow: 'hidden',
                  flex: hotel.images.length > 1 ? '0 0 85%' : '0 0 100%',
                  maxWidth: 420,
                }}
              >
                <HotelPicture src={image.public_image_path} alt={hotel.name} height={200} />
              </Paper>
            ))}
          </Group>
        </ScrollArea>
      ) : (
        <Paper radius="md" style={{ overflow: 'hidden' }}>
          <HotelPicture src={null} alt={hotel.name} height={140} />
        </Paper>
      )}
      <Stack gap={4}>
        <Title order={3} data-testid="hotel-name">
          {hotel.name}
        </Title>
        <Group gap={4} c="dimmed" wrap="nowrap" align="flex-start">
          <IconMapPin size={16} style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm">
            {hotel.address}, {hotel.city}
          </Text>
        </Group>
        <StayDates checkIn={checkIn} checkOut={checkOut} nights={hotel.nights} />
        <Group gap={6} wrap="nowrap" align="flex-start" c="teal.8">
          <IconCalendarCheck size={16} style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm" data-testid="hotel-free-cancel">
            {t('detail.free_cancel', { count: hotel.free_cancel_days })}
          </Text>
        </Group>
        <Text
          size="xs"
          c={hotel.premium ? 'orange.9' : 'dimmed'}
          fw={600}
          data-testid="hotel-price-kind"
        >
          {hotel.premium ? t('detail.premium_prices') : t('detail.normal_prices')}
        </Text>
      </Stack>
      {hotel.description && (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }} data-testid="hotel-description">
          {hotel.description}
        </Text>
      )}
      <Title order={4}>{t('detail.room_types')}</Title>
      {hotel.room_types.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('detail.no_rooms')}
        </Text>
      ) : (
        hotel.room_types.map((room) => (
          <RoomTypeCard
            key={room.id}
            room={room}
            checkIn={checkIn}
            checkOut={checkOut}
            rooms={rooms}
            guests={guests}
          />
        ))
      )}
    </Stack>
  );
}
