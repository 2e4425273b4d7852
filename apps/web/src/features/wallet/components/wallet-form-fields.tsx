import type { ButtonProps } from '@mantine/core';
import type { FormErrors, GetInputPropsReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { AmountInput } from '@/components/amount-input';
import { FormSubmit } from '@/components/form-submit';
import { useTranslation } from '@/lib/i18n';
import { useTranslateError } from '@/lib/use-translate-error';

/** What a field needs of a wallet form: its input props and errors. */
interface FieldForm<Field extends string> {
  getInputProps: (path: Field) => GetInputPropsReturnType;
  errors: FormErrors;
}

/** The required MYR amount of a wallet form. */
export function AmountField({ form }: { form: FieldForm<'amount'> }) {
  const { t } = useTranslation('wallet');
  const translateError = useTranslateError();
  return (
    <AmountInput
      label={t('fields.amount')}
      required
      name="amount"
      {...form.getInputProps('amount')}
      error={translateError(form.errors.amount)}
    />
  );
}

interface WalletSubmitProps extends ButtonProps {
  testId: string;
  children: ReactNode;
  /** The form whose required security password goes above the button, when it asks for one. */
  secPasswordOf?: FieldForm<'sec_password'>;
}

/** A wallet form's submit button, after the security password field when there is one. */
export function WalletSubmit({ secPasswordOf: form, ...button }: WalletSubmitProps) {
  const { t } = useTranslation('wallet');
  return <FormSubmit secPassword={form && { form, label: t('fields.sec_password') }} {...button} />;
}
