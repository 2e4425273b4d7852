import { Select, SimpleGrid } from '@mantine/core';
import { MALAYSIA_COUNTRY_ID } from '@rangkai/shared';
import { useTranslation } from 'react-i18next';
import { useCountryList, useLookup } from '@/features/global';

interface CountryStateFieldsProps {
  countryId: string;
  stateId: string | null;
  onCountryChange: (countryId: string) => void;
  onStateChange: (stateId: string | null) => void;
  countryError?: string;
  stateError?: string;
  required?: boolean;
}

/**
 * Country (Malaysia first and default) and, for Malaysia only, the state grouped by area
 * (spec §5: another country clears the state).
 */
export function CountryStateFields(props: CountryStateFieldsProps) {
  const { t } = useTranslation('member');
  const countries = useCountryList();
  const lookup = useLookup();
  const isMalaysia = props.countryId === String(MALAYSIA_COUNTRY_ID);

  const countryOptions = (countries.data ?? []).map((c) => ({
    value: String(c.id),
    label: c.name === c.name_en ? c.name_en : `${c.name_en} (${c.name})`,
  }));
  const stateGroups = (['West', 'East'] as const).map((area) => ({
    group: t(`area.${area}`),
    items: (lookup.data?.states ?? [])
      .filter((s) => s.area === area)
      .map((s) => ({ value: String(s.id), label: s.name })),
  }));

  return (
    <SimpleGrid cols={{ base: 1, xs: isMalaysia ? 2 : 1 }} spacing="md">
      <Select
        label={t('fields.country')}
        data={countryOptions}
        value={props.countryId}
        onChange={(value) => {
          if (!value) return;
          props.onCountryChange(value);
          if (value !== String(MALAYSIA_COUNTRY_ID)) props.onStateChange(null);
        }}
        allowDeselect={false}
        searchable
        withAsterisk={props.required}
        error={props.countryError}
        comboboxProps={{ withinPortal: true }}
        data-testid="country-select"
      />
      {isMalaysia && (
        <Select
          label={t('fields.state')}
          placeholder={t('placeholders.state')}
          data={stateGroups}
          value={props.stateId}
          onChange={props.onStateChange}
          withAsterisk={props.required}
          error={props.stateError}
          data-testid="state-select"
        />
      )}
    </SimpleGrid>
  );
}
