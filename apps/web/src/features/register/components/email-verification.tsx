import { Group, Stack, Text, TextInput } from '@mantine/core';
import { email as emailSchema } from '@rangkai/shared';
import { IconCircleCheck, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { OtpInput } from '@/components/otp-input';
import { SendCodeButton, useCodeSender } from '@/components/send-code-button';
import { applyServerErrors, serverFieldErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n';
import { useTranslateError } from '@/lib/use-translate-error';
import { useCheckEmail } from '../api/check-email';
import { useCheckOtp } from '../api/check-otp';
import { useSendOtp } from '../api/send-otp';
import type { RegisterForm } from '../lib/register-values';

interface EmailVerificationProps {
  form: RegisterForm;
  /** `email|otp` of the last code the server accepted, or null. */
  verified: string | null;
  onVerified: (key: string | null) => void;
}

export const verificationKey = (email: string, otp: string) =>
  `${email.trim().toLowerCase()}|${otp}`;

/**
 * The e-mail and its 6-digit code (spec §5): "send code" with a 60-second resend countdown; the
 * code is checked with `check-otp` as soon as six digits are in.
 */
export function EmailVerification({ form, verified, onVerified }: EmailVerificationProps) {
  const { t, i18n } = useTranslation('member');
  const translateError = useTranslateError();
  const sender = useCodeSender();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const sendMutation = useSendOtp();
  const checkMutation = useCheckOtp();
  const checkEmailMutation = useCheckEmail();
  const { email, otp } = form.getValues();
  const isVerified = verified !== null && verified === verificationKey(email, otp);

  const validEmail = () => {
    const parsed = emailSchema.safeParse(form.getValues().email);
    if (!parsed.success) form.setFieldError('email', 'invalid_email');
    return parsed.success ? parsed.data : null;
  };

  const sendCode = () => {
    const address = validEmail();
    if (!address) return;
    sendMutation.mutate(
      { email: address, type: 'register', lang: i18n.language },
      {
        onSuccess: (reply) => {
          setSentTo(reply.email_hint);
          sender.onSent(reply.resend_after);
          form.clearFieldError('otp');
        },
        onError: (error) => {
          // Refused (e.g. asked again after a reload within the minute): say so, never "sent".
          if (!sender.onRefused(error)) applyServerErrors(t, form, error);
        },
      },
    );
  };

  const checkCode = (code: string) => {
    const address = emailSchema.safeParse(form.getValues().email);
    if (!address.success || code.length !== 6) return;
    checkMutation.mutate(
      { email: address.data, otp: code },
      {
        onSuccess: () => onVerified(verificationKey(address.data, code)),
        onError: (error) => {
          onVerified(null);
          applyServerErrors(t, form, error);
        },
      },
    );
  };

  const emailProps = form.getInputProps('email');
  const otpProps = form.getInputProps('otp');

  return (
    <Stack gap="md">
      <TextInput
        label={t('fields.email')}
        placeholder={t('placeholders.email')}
        withAsterisk
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        name="email"
        leftSection={<IconMail size={18} />}
        rightSectionWidth={128}
        rightSection={
          <SendCodeButton
            size="compact-sm"
            w={120}
            compact
            remaining={sender.countdown.remaining}
            sent={sender.sent || sender.refused}
            loading={sendMutation.isPending}
            onClick={sendCode}
          />
        }
        {...emailProps}
        onBlur={(event) => {
          emailProps.onBlur?.(event);
          const address = emailSchema.safeParse(event.currentTarget.value);
          if (address.success) {
            checkEmailMutation.mutate(
              { email: address.data },
              {
                onError: (error) => {
                  const code = serverFieldErrors(error).email;
                  if (code) form.setFieldError('email', code);
                },
              },
            );
          }
        }}
        error={translateError(form.errors.email)}
      />
      <OtpInput
        label={t('fields.otp')}
        placeholder={t('placeholders.otp')}
        withAsterisk
        description={
          sender.notice ??
          (sender.sent && sentTo ? t('otp.sent_to', { email: sentTo }) : t('otp.send_first'))
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        {...otpProps}
        onChange={(event) => {
          otpProps.onChange(event);
          checkCode(event.currentTarget.value);
        }}
        rightSection={
          isVerified ? <IconCircleCheck size={20} color="var(--mantine-color-teal-7)" /> : null
        }
        error={translateError(form.errors.otp)}
        data-testid="register-otp"
      />
      {isVerified && (
        <Group gap={6} mt={-8}>
          <IconCircleCheck size={16} color="var(--mantine-color-teal-7)" />
          <Text size="sm" c="teal.8" data-testid="otp-verified">
            {t('otp.verified')}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
