import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { changePasswordRequest } from '@rangkai/shared';
import { IconLock } from '@tabler/icons-react';
import { zodFormValidator } from '@/lib/form-validation';
import { useTranslation } from '@/lib/i18n';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useTranslateError } from '@/lib/use-translate-error';
import { useChangePassword } from '../api/change-password';
import { showPasswordUpdated } from '../lib/password-updated';
import { NewPasswordFields } from './new-password-fields';

/** Security center, first tab: the login password. */
export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('member');
  const translateError = useTranslateError();
  const mutation = useChangePassword();
  const form = useForm({
    initialValues: { old_password: '', password: '', password_confirmation: '' },
    validate: zodFormValidator(changePasswordRequest),
  });

  const submit = useFormSubmit(form, mutation, () => {
    showPasswordUpdated('member:security_center.password_changed');
    form.reset();
    onDone();
  });

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
        <NewPasswordFields
          form={form}
          label={t('fields.new_password')}
          confirmLabel={t('fields.confirm_new_password')}
          icon={<IconLock size={18} />}
        />
        <Button type="submit" fullWidth loading={mutation.isPending}>
          {t('security_center.change_password')}
        </Button>
      </Stack>
    </form>
  );
}
