import { Select, SimpleGrid } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { MALAYSIA_COUNTRY_ID } from '@rangkai/shared';
import { useCountryList, useLookup } from '@/features/global';
import { useTranslation } from '@/lib/i18n';
import { useTranslateError } from '@/lib/use-translate-error';

interface CountryStateForm {
  getValues: () => { country_id: string; state_id: string | null };
  errors: FormErrors;
  setFieldValue: (path: 'country_id' | 'state_id', value: string | null) => void;
}

/**
 * Country (Malaysia first and default) and, for Malaysia only, the state grouped by area, as the
 * register and profile forms pick them (another country clears the state).
 */
export function CountryStateSelect({ form }: { form: CountryStateForm }) {
  const { t } = useTranslation('mall');
  const translateError = useTranslateError();
  const { country_id: countryId, state_id: stateId } = form.getValues();
  const countries = useCountryList();
  const lookup = useLookup();
  const isMalaysia = countryId === String(MALAYSIA_COUNTRY_ID);
  const countryOptions = (countries.data ?? []).map((c) => ({
    value: String(c.id),
    label: c.name === c.name_en ? c.name_en : `${c.name_en} (${c.name})`,
  }));
  const stateGroups = (['West', 'East'] as const).map((area) => ({
    group: t(`address.area.${area}`),
    items: (lookup.data?.states ?? [])
      .filter((s) => s.area === area)
      .map((s) => ({ value: String(s.id), label: s.name })),
  }));
  return (
    <SimpleGrid cols={{ base: 1, xs: isMalaysia ? 2 : 1 }} spacing="sm">
      <Select
        label={t('address.country')}
        data={countryOptions}
        value={countryId}
        onChange={(value) => {
          if (!value) return;
          form.setFieldValue('country_id', value);
          if (value !== String(MALAYSIA_COUNTRY_ID)) form.setFieldValue('state_id', null);
        }}
        allowDeselect={false}
        searchable
        withAsterisk
        error={translateError(form.errors.country_id)}
        comboboxProps={{ withinPortal: true }}
        data-testid="country-select"
      />
      {isMalaysia && (
        <Select
          label={t('address.state')}
          placeholder={t('address.state_placeholder')}
          data={stateGroups}
          value={stateId}
          onChange={(value) => form.setFieldValue('state_id', value)}
          withAsterisk
          error={translateError(form.errors.state_id)}
          comboboxProps={{ withinPortal: true }}
          data-testid="state-select"
        />
      )}
    </SimpleGrid>
  );
}
