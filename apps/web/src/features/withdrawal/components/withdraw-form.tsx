import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { WithdrawInfo } from '@rangkai/shared';
import { IconCashBanknote } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { AmountInput } from '@/components/amount-input';
import { FormSubmit } from '@/components/form-submit';
import { isApiError } from '@/lib/api-error';
import { applyServerErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n';
import { useIdempotencyKey } from '@/lib/idempotency';
import { showMessage } from '@/lib/messages';
import { useTranslateError } from '@/lib/use-translate-error';
import { withdrawKeys } from '../api/keys';
import { useWithdrawCash, type WithdrawBody } from '../api/withdraw-cash';
import { checkWithdrawAmount, withdrawFigures } from '../lib/withdraw-figures';
import { BankAccountCard } from './bank-account-card';
import { WithdrawFiguresCard } from './withdraw-figures-card';

/** Refusals the server pins to no field, and the field they belong under. */
const codeFields: Record<string, string> = {
  MIN_WITHDRAW_AMOUNT: 'amount',
  INCORRECT_AMOUNT: 'amount',
  INSUFFICIAN_BALANCE: 'amount',
  INCORRECT_SEC_PASSWORD: 'sec_password',
  SEC_PASSWORD_LOCKED: 'sec_password',
  SEC_PASSWORD_NOT_SET: 'sec_password',
};

/** Refusals that change what the dialog shows (KYC, bank details, pending, phase). */
const stateCodes = [
  'PLEASE_COMPLETE_KYC',
  'complete_withdraw_details',
  'LAST_WITHDRAWAL_PENDING',
  'WITHDRAWAL_PHASE_USED',
];

/**
 * BUSINESS_RULES §9: whole MYR from the cash wallet to the saved account, the fee and the amount
 * received shown live, security password, sent with an Idempotency-Key.
 */
export function WithdrawForm({ info, onDone }: { info: WithdrawInfo; onDone: () => void }) {
  const { t } = useTranslation('withdraw');
  const translateError = useTranslateError();
  const queryClient = useQueryClient();
  const withdraw = useWithdrawCash();
  const idempotency = useIdempotencyKey();

  const form = useForm<WithdrawBody>({
    initialValues: { amount: '', sec_password: '' },
    validate: {
      amount: (amount) => checkWithdrawAmount(amount, info.min_amount, info.balance),
      sec_password: (value) => (value ? null : 'required'),
    },
  });

  const submit = form.onSubmit((values) => {
    const body = { amount: values.amount.trim(), sec_password: values.sec_password };
    withdraw.mutate(
      { body, key: idempotency.keyFor({ amount: body.amount }) },
      {
        onSuccess: (record) => {
          idempotency.reset();
          form.reset();
          onDone();
          showMessage({
            type: 'success',
            title: { key: 'withdraw:withdraw.success_title' },
            text: {
              key: 'withdraw:withdraw.success',
              values: { amount: record.amount, received: record.amount_received },
            },
          });
        },
        onError: (error) => {
          if (isApiError(error) && stateCodes.includes(error.code)) {
            void queryClient.invalidateQueries({ queryKey: withdrawKeys.info });
          }
          applyServerErrors(t, form, error, { codeFields });
        },
      },
    );
  });

  const figures = withdrawFigures(form.getValues().amount, info.fee_percent, info.usdt_rate);

  return (
    <form onSubmit={submit} noValidate data-testid="withdraw-form">
      <Stack gap="md">
        <BankAccountCard bank={info.bank} />
        <AmountInput
          label={t('withdraw.amount')}
          placeholder={t('min_withdraw_10', { min: info.min_amount })}
          description={
            figures ? t('withdraw.amount_usdt', { usdt: figures.amountUsdt }) : undefined
          }
          inputMode="numeric"
          required
          name="amount"
          {...form.getInputProps('amount')}
          error={translateError(form.errors.amount)}
          data-testid="withdraw-amount"
        />
        <WithdrawFiguresCard figures={figures} feePercent={info.fee_percent} />
        <FormSubmit
          secPassword={{ form, label: t('fields.sec_password') }}
          leftSection={<IconCashBanknote size={18} />}
          loading={withdraw.isPending}
          testId="withdraw-submit"
        >
          {t('withdraw.submit')}
        </FormSubmit>
      </Stack>
    </form>
  );
}
