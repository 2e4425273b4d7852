import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { AdminRoomType } from '@rangkai/shared';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ErrorState, LoadingState } from '@/components/admin/data-state';
import { DayInput } from '@/components/day-input';
import { isApiError } from '@/lib/api-error';
import { businessTomorrow } from '@/lib/business-time';
import { formatDay } from '@/lib/date-format';
import { useTranslation } from '@/lib/i18n';
import { showError, showSuccess } from '@/lib/messages';
import { useRoomCalendar, useSetAllotment } from '../api/hotels';
import { monthWeeks, shiftMonth } from '../lib/calendar';

/** Monday … Sunday in the reader's language (1–7 January 2024 ran Monday to Sunday). */
function weekdayNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, i) => format.format(Date.UTC(2024, 0, 1 + i)));
}

function nightColor(rooms: number, booked: number): string {
  if (rooms === 0) return 'var(--mantine-color-gray-1)';
  if (booked >= rooms) return 'var(--mantine-color-orange-1)';
  return 'var(--mantine-color-teal-0)';
}

/**
 * A room type's month: each night's rooms booked / on sale, and (admins) a form setting the rooms
 * on sale for a range of nights; fewer than a night has booked is refused, naming the night.
 */
export function RoomCalendarModal({
  room,
  canEdit,
  opened,
  onClose,
}: {
  room: AdminRoomType | null;
  canEdit: boolean;
  opened: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('adminHotels');
  const phone = useMediaQuery('(max-width: 36em)');
  // From tomorrow, the first night a member can check in (today's cannot be booked any more).
  const first = businessTomorrow();
  const [month, setMonth] = useState(first.slice(0, 7));
  const [from, setFrom] = useState(first);
  const [to, setTo] = useState(first);
  const [rooms, setRooms] = useState<number | string>(5);
  const [problem, setProblem] = useState<string | null>(null);
  const calendar = useRoomCalendar(room?.id ?? 0, month);
  const allot = useSetAllotment(room?.id ?? 0);

  useEffect(() => {
    if (opened) setProblem(null);
  }, [opened]);

  const submit = () => {
    setProblem(null);
    if (!from || !to || to < from) return setProblem(t('allotment.bad_range'));
    if (rooms === '') return setProblem(t('allotment.rooms_required'));
    allot.mutate(
      { from, to, rooms: Number(rooms) },
      {
        onSuccess: () => {
          showSuccess('adminHotels:allotment.saved');
          setMonth(from.slice(0, 7));
        },
        onError: (failure) => {
          const data = isApiError(failure) ? (failure.data as Record<string, string> | null) : null;
          if (isApiError(failure) && failure.code === 'CONFLICT' && data?.night) {
            setProblem(
              t('allotment.below_booked', {
                night: formatDay(data.night, i18n.language),
                booked: data.booked,
              }),
            );
          } else showError(failure);
        },
      },
    );
  };

  const days = weekdayNames(i18n.language);
  let grid = <LoadingState />;
  if (calendar.isError) {
    grid = <ErrorState error={calendar.error} onRetry={() => void calendar.refetch()} />;
  } else if (calendar.data) {
    grid = (
      <Table
        withTableBorder
        withColumnBorders
        layout="fixed"
        data-testid="admin-room-calendar-grid"
      >
        <Table.Thead>
          <Table.Tr>
            {days.map((d) => (
              <Table.Th key={d} ta="center" px={2} fz="xs">
                {d}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {monthWeeks(calendar.data.nights).map((week) => (
            <Table.Tr key={week.find(Boolean)?.night}>
              {week.map((n, i) =>
                n ? (
                  <Table.Td
                    key={n.night}
                    p={4}
                    bg={nightColor(n.rooms, n.booked)}
                    data-testid={`admin-night-${n.night}`}
                  >
                    <Text size="xs" c="dimmed">
                      {Number(n.night.slice(8))}
                    </Text>
                    <Text size="sm" fw={700} ta="center" style={{ whiteSpace: 'nowrap' }}>
                      {n.booked}/{n.rooms}
                    </Text>
                  </Table.Td>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the padding cells have no night
                  <Table.Td key={`pad-${i}`} />
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={room ? t('calendar.title', { room: room.name_en }) : ''}
      fullScreen={phone}
      size="xl"
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack gap="sm" data-testid="admin-room-calendar-modal">
        <Group justify="space-between" wrap="nowrap">
          <ActionIcon
            variant="default"
            onClick={() => setMonth(shiftMonth(month, -1))}
            aria-label={t('calendar.previous')}
            data-testid="admin-calendar-previous"
          >
            <IconChevronLeft size={16} />
          </ActionIcon>
          <Text fw={600} data-testid="admin-calendar-month">
            {new Intl.DateTimeFormat(i18n.language, {
              month: 'long',
              year: 'numeric',
              timeZone: 'UTC',
            }).format(Date.parse(`${month}-01T00:00:00Z`))}
          </Text>
          <ActionIcon
            variant="default"
            onClick={() => setMonth(shiftMonth(month, 1))}
            aria-label={t('calendar.next')}
            data-testid="admin-calendar-next"
          >
            <IconChevronRight size={16} />
          </ActionIcon>
        </Group>
        <Text size="xs" c="dimmed">
          {t('calendar.legend')}
        </Text>
        <Box style={{ overflowX: 'auto' }}>{grid}</Box>
        {canEdit && (
          <Stack gap="xs" data-testid="admin-allotment-form">
            <Text fw={600} size="sm">
              {t('allotment.heading')}
            </Text>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
              <DayInput
                label={t('allotment.from')}
                value={from}
                onChange={(e) => setFrom(e.currentTarget.value)}
                data-testid="admin-allotment-from"
              />
              <DayInput
                label={t('allotment.to')}
                value={to}
                min={from}
                onChange={(e) => setTo(e.currentTarget.value)}
                data-testid="admin-allotment-to"
              />
              <NumberInput
                label={t('allotment.rooms')}
                min={0}
                max={1000}
                allowDecimal={false}
                allowNegative={false}
                value={rooms}
                onChange={setRooms}
                data-testid="admin-allotment-rooms"
              />
              <Button
                mt={{ base: 0, sm: 24 }}
                loading={allot.isPending}
                onClick={submit}
                data-testid="admin-allotment-save"
              >
                {t('allotment.save')}
              </Button>
            </SimpleGrid>
            <Text size="xs" c="dimmed">
              {t('allotment.hint')}
            </Text>
            {problem && (
              <Alert color="red" variant="light" data-testid="admin-allotment-error">
                {problem}
              </Alert>
            )}
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
