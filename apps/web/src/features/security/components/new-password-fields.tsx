import { PasswordInput } from '@mantine/core';
import type { FormErrors, GetInputPropsReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { NewPasswordInput } from '@/components/new-password-input';
import { useTranslateError } from '@/lib/use-translate-error';

/** What the two fields need of a form that has `password` and `password_confirmation`. */
export interface NewPasswordForm {
  getInputProps: (path: 'password' | 'password_confirmation') => GetInputPropsReturnType;
  getValues: () => { password: string };
  errors: FormErrors;
}

interface NewPasswordFieldsProps {
  form: NewPasswordForm;
  label: string;
  confirmLabel: string;
  icon?: ReactNode;
}

/** A new password (with its rule hints) and its confirmation. */
export function NewPasswordFields({ form, label, confirmLabel, icon }: NewPasswordFieldsProps) {
  const translateError = useTranslateError();
  return (
    <>
      <NewPasswordInput
        label={label}
        leftSection={icon}
        name="password"
        {...form.getInputProps('password')}
        value={form.getValues().password}
        error={translateError(form.errors.password)}
      />
      <PasswordInput
        label={confirmLabel}
        leftSection={icon}
        autoComplete="new-password"
        name="password_confirmation"
        {...form.getInputProps('password_confirmation')}
        error={translateError(form.errors.password_confirmation)}
      />
    </>
  );
}
