import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { changePasswordRequest } from '@rangkai/shared';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { zodFormValidator } from '@/lib/form-validation';
import { showMessage } from '@/lib/messages';
import { useTranslateError } from '@/lib/use-translate-error';
import { useChangePassword } from '../api/change-password';
import { applyServerErrors } from '../lib/server-errors';
import { NewPasswordInput } from './new-password-input';

/** Security center, first tab: the login password. */
export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('member');
  const translateError = useTranslateError();
  const mutation = useChangePassword();
  const form = useForm({
    initialValues: { old_password: '', password: '', password_confirmation: '' },
    validate: zodFormValidator(changePasswordRequest),
  });

  const submit = form.onSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => {
        showMessage({
          type: 'success',
          title: { key: 'member:password_updated' },
          text: { key: 'member:security_center.password_changed' },
        });
        form.reset();
        onDone();
      },
      onError: (error) => applyServerErrors(t, form, error),
    }),
  );

  return (
    <form onSubmit={submit} noValidate data-testid="change-password-form">
      <Stack gap="md">
        <PasswordInput
          label={t('fields.old_password')}
          leftSection={<IconLock size={18} />}
          autoComplete="current-password"
          name="old_password"
          {...form.getInputProps('old_password')}
          error={translateError(form.errors.old_password)}
        />
        <NewPasswordInput
          label={t('fields.new_password')}
          leftSection={<IconLock size={18} />}
          name="password"
          {...form.getInputProps('password')}
          value={form.getValues().password}
          error={translateError(form.errors.password)}
        />
        <PasswordInput
          label={t('fields.confirm_new_password')}
          leftSection={<IconLock size={18} />}
          autoComplete="new-password"
          name="password_confirmation"
          {...form.getInputProps('password_confirmation')}
          error={translateError(form.errors.password_confirmation)}
        />
        <Button type="submit" fullWidth loading={mutation.isPending}>
          {t('security_center.change_password')}
        </Button>
      </Stack>
    </form>
  );
}
