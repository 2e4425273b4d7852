import { Button, type ButtonProps } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';

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
