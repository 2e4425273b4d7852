import { Input, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { depositRequest } from '@rangkai/shared';
import { IconReceipt, IconSend } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { checkAmount, normaliseAmount } from '@/lib/amount';
import { isApiError } from '@/lib/api-error';
import { zodFormValidator } from '@/lib/form-validation';
import { useTranslation } from '@/lib/i18n';
import { showMessage } from '@/lib/messages';
import { useTranslateError } from '@/lib/use-translate-error';
import { type DepositBody, useRequestDeposit } from '../api/deposit';
import { walletKeys } from '../api/keys';
import { applyRefusal } from '../lib/server-errors';
import { ReceiptDropzone } from './receipt-dropzone';
import { AmountField, WalletSubmit } from './wallet-form-fields';

const initialValues: DepositBody = { amount: '', method: 'fpx', reference: '', receipt: null };

/** BUSINESS_RULES §10: amount, FPX or local depositor, a reference and/or a receipt image. */
export function DepositForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('wallet');
  const translateError = useTranslateError();
  const queryClient = useQueryClient();
  const deposit = useRequestDeposit();

  const validateSchema = zodFormValidator(depositRequest);
  const form = useForm<DepositBody>({
    initialValues,
    validate: ({ receipt, ...values }) => {
      const errors = checkAmount(validateSchema(values), values.amount);
      if (!values.reference.trim() && !receipt) {
        errors.reference = 'wallet:deposit.reference_or_receipt';
      }
      return errors;
    },
  });

  const submit = form.onSubmit((values) =>
    deposit.mutate(
      { ...values, amount: normaliseAmount(values.amount) },
      {
        onSuccess: (record) => {
          form.reset();
          onDone();
          showMessage({
            type: 'success',
            title: { key: 'wallet:deposit.success_title' },
            text: { key: 'wallet:deposit.success', values: { amount: record.amount } },
          });
        },
        onError: (error) => {
          // Another device sent one meanwhile: show its pending notice instead of the form.
          if (isApiError(error) && error.code === 'LAST_DEPOSIT_PENDING') {
            void queryClient.invalidateQueries({ queryKey: walletKeys.depositInfo });
          }
          applyRefusal(t, form, error);
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate data-testid="deposit-form">
      <Stack gap="md">
        <AmountField form={form} />
        <Input.Wrapper label={t('fields.method')} required>
          <SegmentedControl
            fullWidth
            mt={6}
            value={form.getValues().method}
            onChange={(value) => form.setFieldValue('method', value as DepositBody['method'])}
            data={[
              { value: 'fpx', label: t('deposit.method_fpx') },
              { value: 'local', label: t('deposit.method_local') },
            ]}
            data-testid="deposit-method"
          />
        </Input.Wrapper>
        <TextInput
          label={t('fields.reference')}
          placeholder={t('fields.reference_placeholder')}
          leftSection={<IconReceipt size={18} />}
          maxLength={100}
          autoComplete="off"
          name="reference"
          {...form.getInputProps('reference')}
          error={translateError(form.errors.reference)}
        />
        <ReceiptDropzone
          value={form.getValues().receipt}
          onChange={(file) => {
            form.setFieldValue('receipt', file);
            form.clearFieldError('reference');
          }}
          onReject={(code) => form.setFieldError('receipt', code)}
          error={translateError(form.errors.receipt)}
        />
        <WalletSubmit
          leftSection={<IconSend size={18} />}
          loading={deposit.isPending}
          testId="deposit-submit"
        >
          {t('deposit.submit')}
        </WalletSubmit>
      </Stack>
    </form>
  );
}
