import { Alert, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type BankInfo, malaysianBanks, userBankRequest } from '@rangkai/shared';
import {
  IconBuildingBank,
  IconDeviceFloppy,
  IconHash,
  IconInfoCircle,
  IconMapPin,
  IconUser,
  IconWorld,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { FormSubmit } from '@/components/form-submit';
import { useCountryList } from '@/features/global';
import { isApiError } from '@/lib/api-error';
import { applyServerErrors } from '@/lib/form-errors';
import { zodFormValidator } from '@/lib/form-validation';
import { useTranslation } from '@/lib/i18n';
import { useIdempotencyKey } from '@/lib/idempotency';
import { showMessage } from '@/lib/messages';
import { useTranslateError } from '@/lib/use-translate-error';
import { type BankDetailsBody, useSaveBankDetails } from '../api/bank-info';
import { withdrawKeys } from '../api/keys';
import { bankDetailsErrors, MALAYSIA } from '../lib/bank-details';

const codeFields: Record<string, string> = {
  INCORRECT_SEC_PASSWORD: 'sec_password',
  SEC_PASSWORD_LOCKED: 'sec_password',
  SEC_PASSWORD_NOT_SET: 'sec_password',
};

const bankOptions = [...malaysianBanks];

/**
 * Spec §3/§5 bank details: country (a Malaysian bank picked from the list, another country's
 * typed), holder, account number, branch, security password. Saved once.
 */
export function BankDetailsForm({ bank, onDone }: { bank: BankInfo; onDone: () => void }) {
  const { t } = useTranslation('withdraw');
  const translateError = useTranslateError();
  const queryClient = useQueryClient();
  const countries = useCountryList();
  const save = useSaveBankDetails();
  const idempotency = useIdempotencyKey();

  const validateSchema = zodFormValidator(userBankRequest);
  const form = useForm<BankDetailsBody>({
    initialValues: {
      bank_country: bank.bank_country ?? MALAYSIA,
      bank_name: bank.bank_name ?? '',
      bank_user: bank.bank_user ?? '',
      bank_number: bank.bank_number ?? '',
      branch: bank.branch ?? '',
      sec_password: '',
    },
    validate: (values) => bankDetailsErrors(validateSchema(values)),
  });

  const submit = form.onSubmit((values) => {
    const { sec_password: _secret, ...details } = values;
    save.mutate(
      { body: values, key: idempotency.keyFor(details) },
      {
        onSuccess: () => {
          idempotency.reset();
          form.reset();
          onDone();
          showMessage({
            type: 'success',
            title: { key: 'withdraw:details.success_title' },
            text: { key: 'withdraw:details.success' },
          });
        },
        onError: (error) => {
          // Saved meanwhile (another device): the dialog shows them read only.
          if (isApiError(error) && error.code === 'BANK_DETAILS_LOCKED') {
            void queryClient.invalidateQueries({ queryKey: withdrawKeys.bank });
          }
          applyServerErrors(t, form, error, { codeFields });
        },
      },
    );
  });

  const { bank_country: country } = form.getValues();
  const isMalaysia = country === MALAYSIA;
  const countryOptions = [
    ...new Set([MALAYSIA, ...(countries.data ?? []).map((c) => c.name_en), country]),
  ].filter(Boolean);
  const incomplete = Object.values(form.errors).includes('required');

  return (
    <form onSubmit={submit} noValidate data-testid="bank-details-form">
      <Stack gap="md">
        <Alert color="blue" variant="light" p="xs" icon={<IconInfoCircle size={18} />}>
          {t('details.save_once_hint')}
        </Alert>
        <Select
          label={t('details.fields.bank_country')}
          leftSection={<IconWorld size={18} />}
          data={countryOptions}
          value={country}
          onChange={(value) => {
            if (!value || value === country) return;
            form.setFieldValue('bank_country', value);
            form.setFieldValue('bank_name', '');
          }}
          allowDeselect={false}
          searchable
          required
          error={translateError(form.errors.bank_country)}
          comboboxProps={{ withinPortal: true }}
          data-testid="bank-country"
        />
        {isMalaysia ? (
          <Select
            label={t('details.fields.bank_name')}
            placeholder={t('details.bank_name_pick')}
            leftSection={<IconBuildingBank size={18} />}
            data={bankOptions}
            value={form.getValues().bank_name || null}
            onChange={(value) => form.setFieldValue('bank_name', value ?? '')}
            searchable
            required
            nothingFoundMessage={t('details.bank_not_found')}
            error={translateError(form.errors.bank_name)}
            comboboxProps={{ withinPortal: true }}
            data-testid="bank-name-select"
          />
        ) : (
          <TextInput
            label={t('details.fields.bank_name')}
            placeholder={t('details.bank_name_type')}
            leftSection={<IconBuildingBank size={18} />}
            maxLength={80}
            required
            name="bank_name"
            {...form.getInputProps('bank_name')}
            error={translateError(form.errors.bank_name)}
            data-testid="bank-name-input"
          />
        )}
        <TextInput
          label={t('details.fields.bank_user')}
          placeholder={t('details.bank_user_placeholder')}
          leftSection={<IconUser size={18} />}
          autoComplete="name"
          maxLength={100}
          required
          name="bank_user"
          {...form.getInputProps('bank_user')}
          error={translateError(form.errors.bank_user)}
        />
        <TextInput
          label={t('details.fields.bank_number')}
          leftSection={<IconHash size={18} />}
          inputMode="numeric"
          autoComplete="off"
          maxLength={30}
          required
          name="bank_number"
          {...form.getInputProps('bank_number')}
          error={translateError(form.errors.bank_number)}
        />
        <TextInput
          label={t('details.fields.branch')}
          placeholder={t('details.branch_placeholder')}
          leftSection={<IconMapPin size={18} />}
          maxLength={100}
          required
          name="branch"
          {...form.getInputProps('branch')}
          error={translateError(form.errors.branch)}
        />
        <FormSubmit
          secPassword={{ form, label: t('fields.sec_password') }}
          notice={
            incomplete && { text: t('errors:complete_withdraw_details'), testId: 'bank-incomplete' }
          }
          leftSection={<IconDeviceFloppy size={18} />}
          loading={save.isPending}
          testId="bank-details-submit"
        >
          {t('details.submit')}
        </FormSubmit>
      </Stack>
    </form>
  );
}
