import { ActionIcon, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { HotelCartLine } from '@rangkai/shared';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { StayDates, StayPrice } from './parts';

/** One stay of the hotel cart; a stay that can no longer be booked is flagged, never hidden. */
export function CartLine({
  line,
  onRemove,
  removing,
}: {
  line: HotelCartLine;
  onRemove: () => void;
  removing: boolean;
}) {
  const { t } = useTranslation('hotel');
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      data-testid="hotel-cart-line"
      data-available={line.available}
      style={line.available ? undefined : { borderColor: 'var(--mantine-color-red-4)' }}
    >
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={700} data-testid="hotel-cart-hotel">
              {line.hotel_name}
            </Text>
            <Text size="sm" c="dimmed">
              {line.room_name}
            </Text>
          </Stack>
          <ActionIcon
            variant="subtle"
            color="red"
            loading={removing}
            onClick={onRemove}
            aria-label={t('cart.remove')}
            data-testid="hotel-cart-remove"
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
        <StayDates checkIn={line.check_in} checkOut={line.check_out} nights={line.nights} />
        <Text size="sm">
          {t('cart.rooms', { count: line.rooms })} · {t('cart.guest', { name: line.guest_name })}
        </Text>
        {line.available ? (
          <StayPrice total={line.total} testId="hotel-cart-line-total" />
        ) : (
          <Badge
            color="red"
            variant="light"
            leftSection={<IconAlertTriangle size={14} />}
            styles={{
              root: { height: 'auto', whiteSpace: 'normal' },
              label: { whiteSpace: 'normal' },
            }}
            py={4}
            data-testid="hotel-cart-unavailable"
          >
            {t('cart.unavailable')}
          </Badge>
        )}
      </Stack>
    </Paper>
  );
}
