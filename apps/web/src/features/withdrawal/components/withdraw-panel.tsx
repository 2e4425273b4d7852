import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { Link } from 'react-router';
import { RecordsError } from '@/components/record-states';
import { myrToUsdt } from '@/lib/amount';
import { useTranslation } from '@/lib/i18n';
import { groupMoney } from '@/lib/money';
import { useWithdrawInfo } from '../api/withdraw-info';
import { withdrawBlocker } from '../lib/withdraw-figures';
import { DialogLoading } from './load-states';
import { WithdrawBlocked } from './withdraw-blocked';
import { WithdrawForm } from './withdraw-form';

export const WITHDRAW_RECORD_PATH = '/web/record/withdrawRecord';

/**
 * Spec §2 withdraw dialog: the cash wallet's balance, then what stops a withdrawal (KYC, bank
 * details, a pending one, the phase) or the form; the records are a tap away.
 */
interface WithdrawPanelProps {
  onDone: () => void;
  /** Shows the withdraw-details dialog in this one's place. */
  onOpenDetails: () => void;
}

export function WithdrawPanel({ onDone, onOpenDetails }: WithdrawPanelProps) {
  const { t } = useTranslation('withdraw');
  const query = useWithdrawInfo(true);
  const info = query.data;

  if (query.isError && !info) {
    return (
      <RecordsError
        namespace="withdraw"
        testId="load-failed"
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (!info) return <DialogLoading testId="withdraw-loading" />;
  const blocker = withdrawBlocker(info);

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="sm" bg="teal.0" data-testid="withdraw-balance">
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Text size="sm" c="dimmed">
            {t('withdraw.balance')}
          </Text>
          <Stack gap={0} align="flex-end">
            <Text fw={700}>RM {groupMoney(info.balance)}</Text>
            <Text size="xs" c="dimmed">
              ≈ {groupMoney(myrToUsdt(info.balance, info.usdt_rate))} USDT
            </Text>
          </Stack>
        </Group>
      </Paper>
      {blocker ? (
        <WithdrawBlocked
          blocker={blocker}
          info={info}
          onClose={onDone}
          onOpenDetails={onOpenDetails}
        />
      ) : (
        <WithdrawForm info={info} onDone={onDone} />
      )}
      <Anchor
        component={Link}
        to={WITHDRAW_RECORD_PATH}
        onClick={onDone}
        size="sm"
        ta="center"
        data-testid="withdraw-records-link"
      >
        <Group gap={4} justify="center" wrap="nowrap">
          <IconListDetails size={16} />
          {t('records.title')}
        </Group>
      </Anchor>
    </Stack>
  );
}
