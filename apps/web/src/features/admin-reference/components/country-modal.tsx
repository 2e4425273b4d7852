import { Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type AdminCountry, adminCountryRequest } from '@rangkai/shared';
import { useEffect } from 'react';
import { FormModal } from '@/components/admin/form-modal';
import { applyServerErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n';
import { showSuccess } from '@/lib/messages';
import { fieldCodes } from '@/lib/ticket-form';
import { useTranslateError } from '@/lib/use-translate-error';
import { useUpdateCountry } from '../api/countries';

interface CountryFormValues {
  sell: string;
  deposit_enabled: boolean;
  registration_enabled: boolean;
  reason: string;
}

const bodyOf = (values: CountryFormValues) => ({
  sell: values.sell.trim(),
  deposit_enabled: values.deposit_enabled,
  registration_enabled: values.registration_enabled,
  ...(values.reason.trim() ? { reason: values.reason.trim() } : {}),
});

/** Edit a country: its exchange rate, whether it takes deposits and new members. */
export function CountryModal({
  country,
  onClose,
}: {
  country: AdminCountry | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminReference');
  const translateError = useTranslateError();
  const update = useUpdateCountry();
  const form = useForm<CountryFormValues>({
    initialValues: { sell: '', deposit_enabled: false, registration_enabled: true, reason: '' },
    validate: (values) => fieldCodes(adminCountryRequest, bodyOf(values)),
  });
  const { setValues, resetDirty, clearErrors } = form;

  useEffect(() => {
    if (!country) return;
    const values = {
      sell: country.sell,
      deposit_enabled: country.deposit_enabled,
      registration_enabled: country.registration_enabled,
      reason: '',
    };
    setValues(values);
    resetDirty(values);
    clearErrors();
  }, [country, setValues, resetDirty, clearErrors]);

  const submit = form.onSubmit((values) => {
    if (!country) return;
    update.mutate(
      { id: country.id, body: bodyOf(values) },
      {
        onSuccess: () => {
          showSuccess('adminReference:countries.saved', { name: country.name_en });
          onClose();
        },
        onError: (failure) => applyServerErrors(t, form, failure, { describe: (code) => code }),
      },
    );
  });

  return (
    <FormModal
      opened={country !== null}
      onClose={onClose}
      title={t('countries.edit', { name: country?.name_en ?? '' })}
      onSubmit={submit}
      labels={{ cancel: t('common.cancel'), save: t('common.save') }}
      saving={update.isPending}
      testId="admin-country"
    >
      <TextInput
        label={t('countries.sell')}
        description={t('countries.sell_hint')}
        inputMode="decimal"
        required
        data-autofocus
        {...form.getInputProps('sell')}
        error={translateError(form.errors.sell)}
        data-testid="admin-country-sell"
      />
      <Switch
        label={t('countries.deposit_enabled')}
        description={t('countries.deposit_hint')}
        {...form.getInputProps('deposit_enabled', { type: 'checkbox' })}
        data-testid="admin-country-deposit"
      />
      <Switch
        label={t('countries.registration_enabled')}
        description={t('countries.registration_hint')}
        {...form.getInputProps('registration_enabled', { type: 'checkbox' })}
        data-testid="admin-country-registration"
      />
      <TextInput
        label={t('common.reason')}
        maxLength={500}
        {...form.getInputProps('reason')}
        error={translateError(form.errors.reason)}
      />
    </FormModal>
  );
}
