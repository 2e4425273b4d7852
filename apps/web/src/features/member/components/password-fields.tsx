import { PasswordInput, Stack } from '@mantine/core';
import type { FormErrors, GetInputPropsReturnType } from '@mantine/form';
import { IconLock, IconShieldLock } from '@tabler/icons-react';
import { NewPasswordInput } from '@/components/new-password-input';
import { useTranslation } from '@/lib/i18n';
import { useTranslateError } from '@/lib/use-translate-error';

type PasswordField = 'password' | 'password_confirmation' | 'sec_password';

/** What the fields need of a registration form (self-registration or on behalf). */
interface PasswordForm {
  getInputProps: (path: PasswordField) => GetInputPropsReturnType;
  getValues: () => { password: string; sec_password: string };
  errors: FormErrors;
}

/** Step 1: login password with its confirmation, and the security password (must differ). */
export function PasswordFields({ form }: { form: PasswordForm }) {
  const { t } = useTranslation('member');
  const translateError = useTranslateError();
  const values = form.getValues();
  return (
    <Stack gap="md">
      <NewPasswordInput
        label={t('fields.password')}
        withAsterisk
        leftSection={<IconLock size={18} />}
        name="password"
        {...form.getInputProps('password')}
        value={values.password}
        error={translateError(form.errors.password)}
      />
      <PasswordInput
        label={t('fields.password_confirmation')}
        withAsterisk
        leftSection={<IconLock size={18} />}
        autoComplete="new-password"
        name="password_confirmation"
        {...form.getInputProps('password_confirmation')}
        error={translateError(form.errors.password_confirmation)}
      />
      <NewPasswordInput
        label={t('fields.sec_password')}
        withAsterisk
        leftSection={<IconShieldLock size={18} />}
        name="sec_password"
        {...form.getInputProps('sec_password')}
        value={values.sec_password}
        error={translateError(form.errors.sec_password)}
      />
    </Stack>
  );
}
