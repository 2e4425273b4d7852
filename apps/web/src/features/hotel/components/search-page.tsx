import { Box, Button, Card, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import type { HotelSummary } from '@rangkai/shared';
import { IconCalendarEvent, IconMapPin, IconShoppingCart } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { paginationLabels } from '@/components/pagination-labels';
import { RecordsEmpty, RecordsError, RecordsLoading } from '@/components/record-states';
import { useTranslation } from '@/lib/i18n';
import { type SearchFilter, useHotelSearch } from '../api/hotels';
import { stayFrom, stayProblem } from '../lib/stay';
import { HotelPicture, StayPrice } from './parts';
import { SearchForm, type SearchValues } from './search-form';

const count = (value: string | null, max: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : 1;
};

/** The query string of a stay (kept from the search to the detail and back). */
export function stayQuery(v: { checkIn: string; checkOut: string; rooms: number; guests: number }) {
  return `check_in=${v.checkIn}&check_out=${v.checkOut}&rooms=${v.rooms}&guests=${v.guests}`;
}

function HotelCard({ hotel, query }: { hotel: HotelSummary; query: string }) {
  const { t } = useTranslation('hotel');
  return (
    <Card
      withBorder
      radius="md"
      p={0}
      component={Link}
      to={`/web/hotel/detail?id=${hotel.id}&${query}`}
      data-testid="hotel-card"
    >
      <HotelPicture src={hotel.thumb_image_path} alt={hotel.name} height={140} />
      <Stack gap={4} p="sm">
        <Text fw={700} lineClamp={2} data-testid="hotel-card-name">
          {hotel.name}
        </Text>
        <Group gap={4} wrap="nowrap" c="dimmed">
          <IconMapPin size={14} style={{ flexShrink: 0 }} />
          <Text size="xs" truncate>
            {hotel.city}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {t('search.from_total', { count: hotel.nights })}
        </Text>
        <StayPrice total={hotel.lowest_total} testId="hotel-card-price" />
      </Stack>
    </Card>
  );
}

/** /web/hotel: search stays (city, dates, rooms, guests) and the hotels with rooms for them. */
export function HotelSearchPage() {
  const { t, i18n } = useTranslation('hotel');
  const [params, setParams] = useSearchParams();
  const { checkIn, checkOut } = stayFrom(params);
  const city = params.get('city') ?? '';
  const rooms = count(params.get('rooms'), 10);
  const guests = count(params.get('guests'), 40);
  const page = count(params.get('page'), 100_000);
  const searched = params.has('check_in') && !stayProblem(checkIn, checkOut);
  const filter: SearchFilter | null = searched
    ? { city, check_in: checkIn, check_out: checkOut, rooms, page, language: i18n.language }
    : null;
  const search = useHotelSearch(filter);
  const query = stayQuery({ checkIn, checkOut, rooms, guests });

  const onSearch = (v: SearchValues) =>
    setParams({
      city: v.city.trim(),
      check_in: v.checkIn,
      check_out: v.checkOut,
      rooms: String(v.rooms),
      guests: String(v.guests),
    });

  return (
    <Stack gap="sm" pb="xl">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Title order={3} style={{ minWidth: 0 }}>
          {t('search.title')}
        </Title>
        <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
          <Button
            component={Link}
            to="/web/hotel/bookings"
            variant="subtle"
            size="compact-sm"
            leftSection={<IconCalendarEvent size={16} />}
            data-testid="hotel-bookings-link"
          >
            {t('bookings.short')}
          </Button>
          <Button
            component={Link}
            to="/web/hotel/cart"
            variant="light"
            color="orange"
            size="compact-sm"
            aria-label={t('cart.title')}
            data-testid="hotel-cart-link"
          >
            <IconShoppingCart size={18} />
          </Button>
        </Group>
      </Group>
      <SearchForm initial={{ city, checkIn, checkOut, rooms, guests }} onSearch={onSearch} />
      {!filter ? (
        <Text size="sm" c="dimmed" ta="center" py="md" data-testid="hotel-search-hint">
          {t('search.hint')}
        </Text>
      ) : search.isError ? (
        <RecordsError
          namespace="hotel"
          onRetry={() => void search.refetch()}
          retrying={search.isFetching}
        />
      ) : !search.data ? (
        <RecordsLoading rows={3} />
      ) : search.data.records.length === 0 ? (
        <RecordsEmpty text={t('search.empty')} />
      ) : (
        <Box data-testid="hotel-results" opacity={search.isPlaceholderData ? 0.6 : 1}>
          <Text size="xs" c="dimmed" mb={6}>
            {t('search.found', { count: search.data.total })}
          </Text>
          <Box
            style={{
              display: 'grid',
              gap: 'var(--mantine-spacing-sm)',
              gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
            }}
          >
            {search.data.records.map((hotel) => (
              <HotelCard key={hotel.id} hotel={hotel} query={query} />
            ))}
          </Box>
          {search.data.last_page > 1 && (
            <Group justify="center" mt="sm">
              <Pagination
                size="sm"
                value={page}
                total={search.data.last_page}
                siblings={0}
                boundaries={1}
                onChange={(p) => {
                  const next = new URLSearchParams(params);
                  next.set('page', String(p));
                  setParams(next);
                }}
                {...paginationLabels(t)}
                data-testid="hotel-pagination"
              />
            </Group>
          )}
        </Box>
      )}
    </Stack>
  );
}
