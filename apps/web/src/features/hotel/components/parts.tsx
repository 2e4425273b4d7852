import { Badge, Box, Center, Group, Text } from '@mantine/core';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { formatDay } from '@/lib/date-format';
import { useTranslation } from '@/lib/i18n';
import { formatRm } from '@/lib/money';
import type { BookingStatus } from '../api/hotels';

/** A deep orange that small text can use on white (the mall's credit colour). */
const CREDIT_COLOR = '#c2410c';

/** "Credit RM 340.00 · Cash RM 320.00": what a stay costs each way (BUSINESS_RULES §12). */
export function StayPrice({
  total,
  size = 'sm',
  testId = 'stay-price',
}: {
  total: { credit: string; cash: string };
  size?: 'sm' | 'md';
  testId?: string;
}) {
  const { t } = useTranslation('hotel');
  return (
    <Group gap="sm" style={{ rowGap: 2 }} wrap="wrap" data-testid={testId}>
      <Text size={size} fw={700} c={CREDIT_COLOR} lh={1.35} data-testid={`${testId}-credit`}>
        <Text span inherit fw={500} fz="xs" mr={4}>
          {t('price.credit')}
        </Text>
        <span style={{ whiteSpace: 'nowrap' }}>{formatRm(total.credit)}</span>
      </Text>
      <Text size="xs" fw={500} c="dimmed" lh={1.35} data-testid={`${testId}-cash`}>
        <Text span inherit mr={4}>
          {t('price.cash')}
        </Text>
        <span style={{ whiteSpace: 'nowrap' }}>{formatRm(total.cash)}</span>
      </Text>
    </Group>
  );
}

const statusColor: Record<BookingStatus, string> = {
  pre_booked: 'yellow',
  confirmed: 'teal',
  canceled: 'gray',
};

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation('hotel');
  return (
    <Badge
      color={statusColor[status]}
      variant="light"
      style={{ flexShrink: 0 }}
      data-testid="booking-status"
      data-status={status}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}

/** "Fri 3 Apr → Sun 5 Apr · 2 nights". */
export function StayDates({
  checkIn,
  checkOut,
  nights,
}: {
  checkIn: string;
  checkOut: string;
  nights: number;
}) {
  const { t, i18n } = useTranslation('hotel');
  return (
    <Text size="sm" data-testid="stay-dates">
      {formatDay(checkIn, i18n.language)} → {formatDay(checkOut, i18n.language)} ·{' '}
      {t('stay.nights', { count: nights })}
    </Text>
  );
}

/** A hotel picture, or a building icon when it has none. */
export function HotelPicture({
  src,
  alt,
  height,
}: {
  src: string | null;
  alt: string;
  height: number;
}) {
  return src ? (
    <Box
      component="img"
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      h={height}
      w="100%"
      style={{ objectFit: 'cover', display: 'block' }}
    />
  ) : (
    <Center h={height} bg="gray.1">
      <IconBuildingSkyscraper size={40} stroke={1.3} color="var(--mantine-color-gray-5)" />
    </Center>
  );
}
