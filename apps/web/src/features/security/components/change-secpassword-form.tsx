import { Anchor, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { changeSecPasswordRequest } from '@rangkai/shared';
import { IconShieldLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { zodFormValidator } from '@/lib/form-validation';
import { useTranslation } from '@/lib/i18n';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useTranslateError } from '@/lib/use-translate-error';
import { useChangeSecPassword } from '../api/change-secpassword';
import { showPasswordUpdated } from '../lib/password-updated';
import { NewPasswordFields } from './new-password-fields';

export const FORGET_SECPASSWORD_PATH = '/web/sessions/forget_secpassword';

/** Security center, second tab: the security password (wrong current ones count to the lock). */
export function ChangeSecPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('member');
  const translateError = useTranslateError();
  const mutation = useChangeSecPassword();
  const form = useForm({
    initialValues: { sec_password: '', password: '', password_confirmation: '' },
    validate: zodFormValidator(changeSecPasswordRequest),
  });

  const submit = useFormSubmit(form, mutation, () => {
    showPasswordUpdated('member:security_center.secpassword_changed');
    form.reset();
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate data-testid="change-secpassword-form">
      <Stack gap="md">
        <PasswordInput
          label={t('fields.current_sec_password')}
          leftSection={<IconShieldLock size={18} />}
          autoComplete="off"
          name="sec_password"
          {...form.getInputProps('sec_password')}
          error={translateError(form.errors.sec_password)}
        />
        <Group justify="flex-end" mt={-8}>
          <Anchor component={Link} to={FORGET_SECPASSWORD_PATH} size="sm" onClick={onDone}>
            {t('security_center.forgot_secpassword')}
          </Anchor>
        </Group>
        <NewPasswordFields
          form={form}
          label={t('fields.new_sec_password')}
          confirmLabel={t('fields.confirm_new_sec_password')}
          icon={<IconShieldLock size={18} />}
        />
        <Button type="submit" fullWidth loading={mutation.isPending}>
          {t('security_center.change_secpassword')}
        </Button>
      </Stack>
    </form>
  );
}
