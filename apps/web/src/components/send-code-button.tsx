import { Button, type ButtonProps } from '@mantine/core';
import { useState } from 'react';
import { resendAfter } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n';
import { useCountdown } from '@/lib/use-countdown';

interface SendCodeButtonProps extends ButtonProps {
  /** Seconds left before another code may be sent; 0 when it may. */
  remaining: number;
  sent: boolean;
  onClick: () => void;
  /** Inside an input: the countdown as a bare "42s". */
  compact?: boolean;
}

/** "Send code", then "Resend in 42 s" while the 60-second counter runs, then "Resend code". */
export function SendCodeButton(props: SendCodeButtonProps) {
  const { remaining, sent, onClick, compact, ...buttonProps } = props;
  const { t } = useTranslation('member');
  const label =
    remaining > 0
      ? t(compact ? 'otp.countdown' : 'otp.resend_in', { seconds: remaining })
      : sent
        ? t('otp.resend')
        : t('otp.send_code');
  return (
    <Button
      variant="light"
      disabled={remaining > 0}
      onClick={onClick}
      data-testid="send-code"
      {...buttonProps}
    >
      {label}
    </Button>
  );
}

/**
 * What a "send code" control knows: whether the server said it sent a code (`sent`), or refused
 * to send one yet (`refused`: a 429, e.g. a second request after a reload within the minute),
 * and the countdown to the next request — started by a send, restored from a refusal's
 * `resend_after` (or `Retry-After`). `notice` is the line to show under the code field: never
 * "sent" after a refusal.
 */
export function useCodeSender() {
  const { t } = useTranslation('member');
  const countdown = useCountdown();
  const [outcome, setOutcome] = useState<'none' | 'sent' | 'refused'>('none');
  const refused = outcome === 'refused';
  return {
    countdown,
    sent: outcome === 'sent',
    refused,
    /** The server sent a code; the next may go after `seconds`. */
    onSent(seconds?: number) {
      setOutcome('sent');
      countdown.start(seconds);
    },
    /** A refusal to send again yet: restores the countdown; false for any other error. */
    onRefused(error: unknown): boolean {
      const wait = resendAfter(error);
      if (wait === null) return false;
      setOutcome('refused');
      countdown.start(wait);
      return true;
    },
    /** The refusal, with the seconds left, once a 429 came back; null otherwise. */
    notice: refused
      ? countdown.running
        ? t('otp.not_sent_wait', { seconds: countdown.remaining })
        : t('otp.not_sent')
      : null,
  };
}
