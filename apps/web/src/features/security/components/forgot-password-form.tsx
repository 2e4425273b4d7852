import { Anchor, Button, Group, Stack, Stepper, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { OTP_LENGTH, resetPasswordRequest } from '@rangkai/shared';
import { IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { OtpInput } from '@/components/otp-input';
import { useCodeSender } from '@/components/send-code-button';
import { applyServerErrors } from '@/lib/form-errors';
import { zodFormValidator } from '@/lib/form-validation';
import { useTranslation } from '@/lib/i18n';
import { useTranslateError } from '@/lib/use-translate-error';
import { useCheckUsernameOtp } from '../api/check-username-otp';
import { useResetPassword } from '../api/reset-password';
import { useSendUsernameOtp } from '../api/username-otp';
import { showPasswordUpdated } from '../lib/password-updated';
import { NewPasswordFields } from './new-password-fields';

const validate = zodFormValidator(resetPasswordRequest);

/**
 * Spec §4 forgot password, three steps: username → send code; code → verify; new password and
 * confirmation → reset. The resend link shows only once the 60-second counter is done.
 */
export function ForgotPasswordForm({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useTranslation('member');
  const translateError = useTranslateError();
  const [step, setStep] = useState(0);
  const [emailHint, setEmailHint] = useState<string | null>(null);
  const sender = useCodeSender();
  const { countdown } = sender;
  const phone = useMediaQuery('(max-width: 36em)');
  const sendMutation = useSendUsernameOtp();
  const checkMutation = useCheckUsernameOtp();
  const resetMutation = useResetPassword();
  const form = useForm({
    initialValues: { username: '', otp: '', password: '', password_confirmation: '' },
  });
  const values = form.getValues();

  const sendCode = () => {
    const username = values.username.trim();
    if (!username) return form.setFieldError('username', 'required');
    sendMutation.mutate(
      { username, type: 'forget_password', lang: i18n.language },
      {
        onSuccess: (reply) => {
          setEmailHint(reply.email_hint);
          sender.onSent(reply.resend_after);
          setStep(1);
        },
        onError: (error) => {
          // A code went out less than a minute ago: it is still valid, go on with it — but this
          // request sent none, and the form says so.
          if (!sender.onRefused(error)) return void applyServerErrors(t, form, error);
          setStep(1);
        },
      },
    );
  };

  const verifyCode = () => {
    if (!/^\d{6}$/.test(values.otp)) return form.setFieldError('otp', 'INCORRECT_OTP');
    checkMutation.mutate(
      { username: values.username.trim(), otp: values.otp },
      {
        onSuccess: () => setStep(2),
        onError: (error) => applyServerErrors(t, form, error),
      },
    );
  };

  const reset = () => {
    const body = { ...values, username: values.username.trim() };
    const errors = validate(body);
    if (Object.keys(errors).length > 0) return form.setErrors(errors);
    resetMutation.mutate(body, {
      onSuccess: () => {
        showPasswordUpdated('member:success_reset_password');
        form.reset();
        setStep(0);
        onDone();
      },
      onError: (error) => {
        // A dead code can only be replaced from step 2.
        if (applyServerErrors(t, form, error).includes('otp')) setStep(1);
      },
    });
  };

  const actions = [sendCode, verifyCode, reset];
  // Three labelled steps do not fit a phone: there only the current one is named.
  const label = (index: number, key: string) => (phone && index !== step ? undefined : t(key));

  return (
    <form
      noValidate
      data-testid="forgot-password-form"
      onSubmit={(event) => {
        event.preventDefault();
        actions[step]();
      }}
    >
      <Stepper
        active={step}
        size="xs"
        wrap={false}
        allowNextStepsSelect={false}
        onStepClick={setStep}
      >
        <Stepper.Step label={label(0, 'forgot_password.step_username')}>
          <Stack gap="md" pt="sm">
            <Text size="sm" c="dimmed">
              {t('forgot_password.username_hint')}
            </Text>
            <TextInput
              label={t('fields.username')}
              leftSection={<IconUser size={18} />}
              autoComplete="username"
              name="username"
              {...form.getInputProps('username')}
              error={translateError(form.errors.username)}
            />
            <Button type="submit" fullWidth loading={sendMutation.isPending}>
              {t('otp.send_code')}
            </Button>
          </Stack>
        </Stepper.Step>
        <Stepper.Step label={label(1, 'forgot_password.step_code')}>
          <Stack gap="md" pt="sm">
            <Text size="sm" c={sender.refused ? 'orange.9' : 'dimmed'} data-testid="otp-sent-to">
              {sender.notice ??
                (emailHint ? t('otp.sent_to', { email: emailHint }) : t('otp_sent'))}
            </Text>
            <OtpInput
              label={t('fields.otp')}
              placeholder={t('placeholders.otp')}
              {...form.getInputProps('otp')}
              error={translateError(form.errors.otp)}
            />
            <Group justify="flex-end" mih={24}>
              {countdown.running ? (
                <Text size="sm" c="dimmed" data-testid="resend-countdown">
                  {t('otp.resend_in', { seconds: countdown.remaining })}
                </Text>
              ) : (
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={sendCode}
                  data-testid="resend-code"
                >
                  {t('otp.resend')}
                </Anchor>
              )}
            </Group>
            <Button
              type="submit"
              fullWidth
              loading={checkMutation.isPending}
              disabled={values.otp.length !== OTP_LENGTH}
            >
              {t('otp.verify')}
            </Button>
          </Stack>
        </Stepper.Step>
        <Stepper.Step label={label(2, 'forgot_password.step_password')}>
          <Stack gap="md" pt="sm">
            <NewPasswordFields
              form={form}
              label={t('fields.new_password')}
              confirmLabel={t('fields.confirm_new_password')}
            />
            <Button type="submit" fullWidth loading={resetMutation.isPending}>
              {t('forgot_password.reset')}
            </Button>
          </Stack>
        </Stepper.Step>
      </Stepper>
    </form>
  );
}
