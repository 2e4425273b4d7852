import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { setSecPasswordRequest } from '@rangkai/shared';
import { IconShieldLock } from '@tabler/icons-react';
import { zodFormValidator } from '@/lib/form-validation';
import { useTranslation } from '@/lib/i18n';
import { showSuccess } from '@/lib/messages';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useSetSecPassword } from '../api/set-secpassword';
import { NewPasswordFields } from './new-password-fields';

/** The first security password: new one and its confirmation (differs from the login one). */
export function SetSecPasswordForm({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation('member');
  const mutation = useSetSecPassword();
  const form = useForm({
    initialValues: { password: '', password_confirmation: '' },
    validate: zodFormValidator(setSecPasswordRequest),
  });

  const submit = useFormSubmit(form, mutation, () => {
    showSuccess('member:set_secpassword.done');
    onDone?.();
  });

  return (
    <form onSubmit={submit} noValidate data-testid="set-secpassword-form">
      <Stack gap="md">
        <NewPasswordFields
          form={form}
          label={t('fields.sec_password')}
          confirmLabel={t('fields.sec_password_confirmation')}
          icon={<IconShieldLock size={18} />}
        />
        <Button type="submit" fullWidth loading={mutation.isPending}>
          {t('set_secpassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}
