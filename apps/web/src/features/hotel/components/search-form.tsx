import {
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { DayInput } from '@/components/day-input';
import { useTranslation } from '@/lib/i18n';
import { addDays, firstCheckIn, MAX_NIGHTS, nightsBetween, stayProblem } from '../lib/stay';

export interface SearchValues {
  city: string;
  checkIn: string;
  checkOut: string;
  rooms: number;
  guests: number;
}

/** City, check-in and check-out (from tomorrow, 1–30 nights), rooms and guests. */
export function SearchForm({
  initial,
  onSearch,
}: {
  initial: SearchValues;
  onSearch: (values: SearchValues) => void;
}) {
  const { t } = useTranslation('hotel');
  const [values, setValues] = useState(initial);
  const [tried, setTried] = useState(false);
  const set = (patch: Partial<SearchValues>) => setValues((v) => ({ ...v, ...patch }));
  const problem = stayProblem(values.checkIn, values.checkOut);
  const nights = nightsBetween(values.checkIn, values.checkOut);
  const minIn = firstCheckIn();

  const changeCheckIn = (checkIn: string) => {
    // Keep the number of nights when the check-in moves (a stay of at least one night).
    const keep = nights >= 1 && nights <= MAX_NIGHTS ? nights : 1;
    set({ checkIn, checkOut: checkIn ? addDays(checkIn, keep) : values.checkOut });
  };

  return (
    <Paper
      component="form"
      withBorder
      radius="md"
      p="sm"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (!problem) onSearch(values);
      }}
      data-testid="hotel-search-form"
    >
      <Stack gap="xs">
        <TextInput
          label={t('search.city')}
          placeholder={t('search.city_placeholder')}
          value={values.city}
          onChange={(e) => set({ city: e.currentTarget.value })}
          maxLength={100}
          data-testid="hotel-search-city"
        />
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          <DayInput
            label={t('search.check_in')}
            value={values.checkIn}
            min={minIn}
            onChange={(e) => changeCheckIn(e.currentTarget.value)}
            data-testid="hotel-search-check-in"
          />
          <DayInput
            label={t('search.check_out')}
            value={values.checkOut}
            min={values.checkIn ? addDays(values.checkIn, 1) : addDays(minIn, 1)}
            max={values.checkIn ? addDays(values.checkIn, MAX_NIGHTS) : undefined}
            onChange={(e) => set({ checkOut: e.currentTarget.value })}
            data-testid="hotel-search-check-out"
          />
          <NumberInput
            label={t('search.rooms')}
            value={values.rooms}
            min={1}
            max={10}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="strict"
            onChange={(v) => set({ rooms: Number(v) || 1 })}
            data-testid="hotel-search-rooms"
          />
          <NumberInput
            label={t('search.guests')}
            value={values.guests}
            min={1}
            max={40}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="strict"
            onChange={(v) => set({ guests: Number(v) || 1 })}
            data-testid="hotel-search-guests"
          />
        </SimpleGrid>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="xs" c={tried && problem ? 'red' : 'dimmed'} data-testid="hotel-search-nights">
            {problem
              ? t(`search.${problem}`, { max: MAX_NIGHTS })
              : t('stay.nights', { count: nights })}
          </Text>
          <Button
            type="submit"
            color="orange"
            leftSection={<IconSearch size={16} />}
            style={{ flexShrink: 0 }}
            data-testid="hotel-search-submit"
          >
            {t('search.submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
