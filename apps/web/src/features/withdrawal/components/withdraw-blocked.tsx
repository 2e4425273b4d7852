import { Alert, Button, Stack, Text } from '@mantine/core';
import type { WithdrawInfo } from '@rangkai/shared';
import {
  IconBuildingBank,
  IconCalendarTime,
  IconClockHour4,
  IconId,
  IconInfoCircle,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { openKyc } from '@/features/kyc';
import { formatDate } from '@/lib/date-format';
import { useTranslation } from '@/lib/i18n';
import type { WithdrawBlocker } from '../lib/withdraw-figures';

interface BlockedProps {
  blocker: WithdrawBlocker;
  info: WithdrawInfo;
  /** Closes the withdraw dialog. */
  onClose: () => void;
  /** Shows the withdraw-details dialog in the withdraw dialog's place. */
  onOpenDetails: () => void;
}

/** Spec §5/§6: why the member cannot withdraw now, and the way forward when there is one. */
export function WithdrawBlocked({ blocker, info, onClose, onOpenDetails }: BlockedProps) {
  const { t, i18n } = useTranslation('withdraw');
  let color = 'yellow';
  let icon: ReactNode = <IconInfoCircle size={18} />;
  let text: string;
  let action: ReactNode = null;

  switch (blocker) {
    case 'kyc':
      icon = <IconId size={18} />;
      text = t('errors:kyc_hint');
      action = (
        <Button
          size="sm"
          leftSection={<IconId size={16} />}
          onClick={() => {
            onClose();
            openKyc();
          }}
          data-testid="withdraw-open-kyc"
        >
          {t('withdraw.verify_now')}
        </Button>
      );
      break;
    case 'kyc_pending':
      icon = <IconClockHour4 size={18} />;
      text = t('withdraw.kyc_pending');
      break;
    case 'bank':
      icon = <IconBuildingBank size={18} />;
      text = t('errors:complete_withdraw_details');
      action = (
        <Button
          size="sm"
          leftSection={<IconBuildingBank size={16} />}
          onClick={onOpenDetails}
          data-testid="withdraw-open-details"
        >
          {t('withdraw.add_details')}
        </Button>
      );
      break;
    case 'pending':
      color = 'blue';
      icon = <IconClockHour4 size={18} />;
      text = t('errors:LAST_WITHDRAWAL_PENDING');
      break;
    case 'phase_used':
      color = 'blue';
      icon = <IconCalendarTime size={18} />;
      text = t('withdraw.phase_used', { date: formatDate(info.next_phase_start, i18n.language) });
      break;
  }

  return (
    <Alert color={color} variant="light" icon={icon} data-testid={`withdraw-blocked-${blocker}`}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{text}</Text>
        {action}
      </Stack>
    </Alert>
  );
}
