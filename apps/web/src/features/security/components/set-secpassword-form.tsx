import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { setSecPasswordRequest } from '@rangkai/shared';
import { IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { zodFormValidator } from '@/lib/form-validation';
import { showSuccess } from '@/lib/messages';
import { useTranslateError } from '@/lib/use-translate-error';
import { useSetSecPassword } from '../api/set-secpassword';
import { applyServerErrors } from '../lib/server-errors';
import { NewPasswordInput } from './new-password-input';

/** The first security password: new one and its confirmation (differs from the login one). */
export function SetSecPasswordForm({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation('member');
  const translateError = useTranslateError();
  const mutation = useSetSecPassword();
  const form = useForm({
    initialValues: { password: '', password_confirmation: '' },
    validate: zodFormValidator(setSecPasswordRequest),
  });

  const submit = form.onSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => {
        showSuccess('member:set_secpassword.done');
        onDone?.();
      },
      onError: (error) => applyServerErrors(t, form, error),
    }),
  );

  return (
    <form onSubmit={submit} noValidate data-testid="set-secpassword-form">
      <Stack gap="md">
        <NewPasswordInput
          label={t('fields.sec_password')}
          leftSection={<IconShieldLock size={18} />}
          name="password"
          {...form.getInputProps('password')}
          value={form.getValues().password}
          error={translateError(form.errors.password)}
        />
        <PasswordInput
          label={t('fields.sec_password_confirmation')}
          leftSection={<IconShieldLock size={18} />}
          autoComplete="new-password"
          name="password_confirmation"
          {...form.getInputProps('password_confirmation')}
          error={translateError(form.errors.password_confirmation)}
        />
        <Button type="submit" fullWidth loading={mutation.isPending}>
          {t('set_secpassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}
