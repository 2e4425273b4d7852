import { Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { resetSecPasswordRequest } from '@rangkai/shared';
import { IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { OtpInput } from '@/components/otp-input';
import { SendCodeButton, useCodeSender } from '@/components/send-code-button';
import { applyServerErrors } from '@/lib/form-errors';
import { zodFormValidator } from '@/lib/form-validation';
import { useTranslation } from '@/lib/i18n';
import { showSuccess } from '@/lib/messages';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useTranslateError } from '@/lib/use-translate-error';
import { useResetSecPassword } from '../api/reset-secpassword';
import { useSendSecPasswordOtp } from '../api/secpassword-otp';
import { NewPasswordFields } from './new-password-fields';

/** Forgot security password (logged in): send a code, then the code and a new one. */
export function ForgetSecPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('member');
  const translateError = useTranslateError();
  const [emailHint, setEmailHint] = useState<string | null>(null);
  const sender = useCodeSender();
  // A code is on its way (or one from less than a minute ago may be): the form can go on.
  const sent = sender.sent || sender.refused;
  const sendMutation = useSendSecPasswordOtp();
  const resetMutation = useResetSecPassword();
  const form = useForm({
    initialValues: { otp: '', password: '', password_confirmation: '' },
    validate: zodFormValidator(resetSecPasswordRequest),
  });

  const sendCode = () =>
    sendMutation.mutate(undefined, {
      onSuccess: (reply) => {
        setEmailHint(reply.email_hint);
        sender.onSent(reply.resend_after);
      },
      onError: (error) => {
        if (!sender.onRefused(error)) applyServerErrors(t, form, error);
      },
    });

  const submit = useFormSubmit(form, resetMutation, () => {
    showSuccess('member:forget_secpassword.done');
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate data-testid="forget-secpassword-form">
      <Stack gap="md">
        <OtpInput
          label={t('fields.otp')}
          placeholder={t('placeholders.otp')}
          rightSectionWidth={128}
          rightSection={
            <SendCodeButton
              size="compact-sm"
              w={120}
              compact
              remaining={sender.countdown.remaining}
              sent={sent}
              loading={sendMutation.isPending}
              onClick={sendCode}
            />
          }
          description={
            sender.notice ??
            (sender.sent
              ? emailHint
                ? t('otp.sent_to', { email: emailHint })
                : t('otp_sent')
              : undefined)
          }
          {...form.getInputProps('otp')}
          error={translateError(form.errors.otp)}
        />
        <NewPasswordFields
          form={form}
          label={t('fields.new_sec_password')}
          confirmLabel={t('fields.confirm_new_sec_password')}
          icon={<IconShieldLock size={18} />}
        />
        {!sent && (
          <Text size="xs" c="dimmed">
            {t('forget_secpassword.send_first')}
          </Text>
        )}
        <Button type="submit" fullWidth loading={resetMutation.isPending} disabled={!sent}>
          {t('forget_secpassword.reset')}
        </Button>
      </Stack>
    </form>
  );
}
