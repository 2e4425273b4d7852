import type { ComponentProps } from 'react';
import { CountryStateSelect } from '@/components/country-state-select';
import { useCountryList, useLookup } from '@/features/global';
import { useTranslation } from '@/lib/i18n';

/** The member's country and state (register, sponsor's register, profile), in the member texts; the member feature owns the member form fields. */
export function CountryStateFields({
  form,
  required,
}: Pick<ComponentProps<typeof CountryStateSelect>, 'form' | 'required'>) {
  const { t } = useTranslation('member');
  const countries = useCountryList();
  const lookup = useLookup();
  return (
    <CountryStateSelect
      form={form}
      countries={countries.data}
      states={lookup.data?.states}
      texts={{
        country: t('fields.country'),
        state: t('fields.state'),
        statePlaceholder: t('placeholders.state'),
        area: (area) => t(`area.${area}`),
      }}
      spacing="md"
      required={required}
    />
  );
}
