import { Alert, Anchor, Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { useDepositInfo } from '../api/get-wallet';
import { DepositAddressCard, DepositReminder } from './deposit-address-card';
import { DepositForm } from './deposit-form';
import { PendingDepositNotice } from './pending-deposit-notice';

/** Spec §2 deposit dialog content: where to pay, the reminder, and the request (or its notice). */
export function DepositPanel({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('wallet');
  const info = useDepositInfo();

  if (info.isPending) {
    return (
      <Stack gap="sm" data-testid="deposit-loading">
        <Skeleton h={260} radius="md" />
        <Skeleton h={90} radius="md" />
        <Skeleton h={200} radius="md" />
      </Stack>
    );
  }
  if (info.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('errors:fetch_failed')}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void info.refetch()}>
            {t('actions.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const { address, qr_code, pending_deposit } = info.data;
  return (
    <Stack gap="md" data-testid="deposit-panel">
      <DepositAddressCard address={address} qrCode={qr_code} />
      <DepositReminder />
      <Text fw={700}>{t('deposit.request_title')}</Text>
      {pending_deposit ? (
        <PendingDepositNotice deposit={pending_deposit} />
      ) : (
        <DepositForm onDone={onDone} />
      )}
      <Anchor
        component={Link}
        to="/web/record/walletRecord?tab=deposits"
        size="sm"
        ta="center"
        onClick={onDone}
      >
        {t('deposit.history')}
      </Anchor>
    </Stack>
  );
}
