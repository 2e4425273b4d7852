import { ActionIcon, Button, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { AdminHotel, AdminRoomType } from '@rangkai/shared';
import { IconCalendar, IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '@/components/admin/data-state';
import { type Column, DataTable } from '@/components/admin/data-table';
import { useTranslation } from '@/lib/i18n';
import { groupMoney } from '@/lib/money';
import { roomPriceFields } from '../lib/hotel-form';
import { ActiveBadge } from './hotel-badge';
import { RoomCalendarModal } from './room-calendar';
import { RoomTypeModal } from './room-type-modal';

/** A hotel's room types: capacity, the four nightly prices, edit and the rooms-on-sale calendar. */
export function RoomTypes({ hotel, canEdit }: { hotel: AdminHotel; canEdit: boolean }) {
  const { t } = useTranslation('adminHotels');
  // undefined: closed; null: a new room type.
  const [editing, setEditing] = useState<AdminRoomType | null | undefined>(undefined);
  const [calendar, setCalendar] = useState<AdminRoomType | null>(null);

  const columns: Column<AdminRoomType>[] = [
    {
      key: 'name',
      label: t('rooms.name'),
      hideInCard: true,
      render: (r) => (
        <Text size="sm" fw={600}>
          {r.name_en}
        </Text>
      ),
    },
    { key: 'capacity', label: t('rooms.capacity'), numeric: true, render: (r) => r.capacity },
    ...roomPriceFields.map((field) => ({
      key: field,
      label: t(`prices.${field}`),
      numeric: true,
      render: (r: AdminRoomType) => groupMoney(r[field]),
    })),
    { key: 'state', label: t('hotels.state'), render: (r) => <ActiveBadge active={r.active} /> },
    {
      key: 'actions',
      label: '',
      render: (r) => (
        <Group gap={4} wrap="nowrap" justify="flex-end">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconCalendar size={14} />}
            onClick={() => setCalendar(r)}
            data-testid="admin-room-calendar"
          >
            {t('rooms.calendar')}
          </Button>
          {canEdit && (
            <Tooltip label={t('rooms.edit')}>
              <ActionIcon
                variant="default"
                size="md"
                onClick={() => setEditing(r)}
                aria-label={t('rooms.edit')}
                data-testid="admin-room-edit"
              >
                <IconPencil size={14} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      ),
    },
  ];

  return (
    <Card withBorder radius="md" padding="md" data-testid="admin-room-types">
      <Group justify="space-between" mb="sm" gap="xs">
        <Stack gap={0}>
          <Text fw={600}>{t('rooms.heading')}</Text>
          <Text size="xs" c="dimmed">
            {t('rooms.hint')}
          </Text>
        </Stack>
        {canEdit && (
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => setEditing(null)}
            data-testid="admin-room-new"
          >
            {t('rooms.new')}
          </Button>
        )}
      </Group>
      {hotel.room_types.length === 0 ? (
        <EmptyState text={t('rooms.empty')} />
      ) : (
        <DataTable
          rows={hotel.room_types}
          columns={columns}
          rowKey={(r) => r.id}
          cardTitle={(r) => r.name_en}
          minWidth={860}
          testId="admin-room-types-table"
        />
      )}
      <RoomTypeModal
        hotelId={hotel.id}
        room={editing}
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
      />
      <RoomCalendarModal
        room={calendar}
        canEdit={canEdit}
        opened={calendar !== null}
        onClose={() => setCalendar(null)}
      />
    </Card>
  );
}
