import { type MantineSpacing, Select, SimpleGrid } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { type Area, areas, type Country, MALAYSIA_COUNTRY_ID } from '@rangkai/shared';
import { useTranslateError } from '@/lib/use-translate-error';

interface CountryStateForm {
  getValues: () => { country_id: string; state_id: string | null };
  errors: FormErrors;
  setFieldValue: (path: 'country_id' | 'state_id', value: string | null) => void;
}

export interface CountryStateTexts {
  country: string;
  state: string;
  statePlaceholder: string;
  area: (area: Area) => string;
}

interface CountryStateSelectProps {
  form: CountryStateForm;
  /** The countries open to members (`useCountryList`), Malaysia first. */
  countries: readonly Country[] | undefined;
  /** Malaysia's states (`useLookup().data.states`). */
  states: readonly { id: number; name: string; area: string }[] | undefined;
  texts: CountryStateTexts;
  spacing: MantineSpacing;
  /** Marks both as required (the form checks them). */
  required?: boolean;
}

/** A country's option: its English name, with its own name beside it where that differs. */
export function countryOptions(countries: readonly Country[] | undefined) {
  return (countries ?? []).map((c) => ({
    value: String(c.id),
    label: c.name === c.name_en ? c.name_en : `${c.name_en} (${c.name})`,
  }));
}

/** Malaysia's states grouped by area, West then East (the shipping areas). */
export function stateGroups(
  states: CountryStateSelectProps['states'],
  areaLabel: (area: Area) => string,
) {
  return areas.map((area) => ({
    group: areaLabel(area),
    items: (states ?? [])
      .filter((s) => s.area === area)
      .map((s) => ({ value: String(s.id), label: s.name })),
  }));
}

/**
 * Country (Malaysia first and default) and, for Malaysia only, the state grouped by area, as the
 * register, profile and address forms pick them (spec §5: another country clears the state).
 */
export function CountryStateSelect({
  form,
  countries,
  states,
  texts,
  spacing,
  required,
}: CountryStateSelectProps) {
  const translateError = useTranslateError();
  const { country_id: countryId, state_id: stateId } = form.getValues();
  const isMalaysia = countryId === String(MALAYSIA_COUNTRY_ID);
  return (
    <SimpleGrid cols={{ base: 1, xs: isMalaysia ? 2 : 1 }} spacing={spacing}>
      <Select
        label={texts.country}
        data={countryOptions(countries)}
        value={countryId}
        onChange={(value) => {
          if (!value) return;
          form.setFieldValue('country_id', value);
          if (value !== String(MALAYSIA_COUNTRY_ID)) form.setFieldValue('state_id', null);
        }}
        allowDeselect={false}
        searchable
        withAsterisk={required}
        error={translateError(form.errors.country_id)}
        comboboxProps={{ withinPortal: true }}
        data-testid="country-select"
      />
      {isMalaysia && (
        <Select
          label={texts.state}
          placeholder={texts.statePlaceholder}
          data={stateGroups(states, texts.area)}
          value={stateId}
          onChange={(value) => form.setFieldValue('state_id', value)}
          withAsterisk={required}
          error={translateError(form.errors.state_id)}
          comboboxProps={{ withinPortal: true }}
          data-testid="state-select"
        />
      )}
    </SimpleGrid>
  );
}
