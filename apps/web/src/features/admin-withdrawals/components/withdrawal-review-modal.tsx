import { Divider, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { AdminWithdrawal } from '@rangkai/shared';
import type { ReactNode } from 'react';
import { FieldLine } from '@/components/admin/field-list';
import { MemberCell } from '@/components/admin/member-cell';
import { formatDateTime } from '@/lib/date-format';
import { useTranslation } from '@/lib/i18n';
import { groupMoney } from '@/lib/money';
import type { WithdrawalAction } from '../lib/withdrawals';
import { WithdrawalActionPanel } from './withdrawal-action-panel';
import { PhaseText } from './withdrawal-cells';
import { WithdrawalStatusBadge } from './withdrawal-status-badge';

function Line({ label, children }: { label: string; children: ReactNode }) {
  return <FieldLine label={label}>{children}</FieldLine>;
}

/** A withdrawal's money, bank account and history; its next step for an administrator. */
export function WithdrawalReviewModal({
  opened,
  withdrawal: w,
  startWith,
  onClose,
}: {
  opened: boolean;
  /** Kept after closing, so the dialog does not empty while it fades out. */
  withdrawal: AdminWithdrawal | null;
  startWith: WithdrawalAction | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('adminWithdrawals');
  const phone = useMediaQuery('(max-width: 36em)');
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : '—');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={w ? t('review.title', { id: w.id }) : undefined}
      fullScreen={phone}
      size="lg"
      centered
      styles={{ title: { fontWeight: 700 } }}
    >
      {w && (
        <Stack gap={6} data-testid="admin-withdrawal-review">
          <Line label={t('fields.member')}>
            <MemberCell member={w.member} />
          </Line>
          <Line label={t('fields.fullname')}>{w.member.fullname}</Line>
          <Line label={t('fields.status')}>
            <WithdrawalStatusBadge status={w.status} />
          </Line>
          <Divider label={t('review.money')} labelPosition="left" mt="xs" />
          <Line label={t('fields.amount')}>RM {groupMoney(w.amount)}</Line>
          <Line label={t('fields.fee')}>RM {groupMoney(w.fee)}</Line>
          <Line label={t('fields.amount_received')}>
            <Text span fw={700} size="lg" data-testid="admin-withdrawal-received">
              RM {groupMoney(w.amount_received)}
            </Text>
          </Line>
          <Line label={t('fields.usdt')}>
            {groupMoney(w.amount_usdt)} / {groupMoney(w.amount_received_usdt)} USDT
          </Line>
          <Divider label={t('review.bank')} labelPosition="left" mt="xs" />
          <Line label={t('fields.bank_country')}>{w.bank_country}</Line>
          <Line label={t('fields.bank_name')}>{w.bank_name}</Line>
          <Line label={t('fields.bank_user')}>{w.bank_user}</Line>
          <Line label={t('fields.bank_number')}>
            <Text span ff="monospace" fw={700} data-testid="admin-withdrawal-account">
              {w.bank_number}
            </Text>
          </Line>
          <Line label={t('fields.branch')}>{w.branch}</Line>
          <Divider label={t('review.history')} labelPosition="left" mt="xs" />
          <Line label={t('fields.phase')}>
            <PhaseText phase={w.phase} />
          </Line>
          <Line label={t('fields.requested')}>{when(w.created_at)}</Line>
          {w.reviewed_at && (
            <Line label={t('fields.reviewed')}>
              {when(w.reviewed_at)}
              {w.reviewed_by ? ` · ${w.reviewed_by}` : ''}
            </Line>
          )}
          {w.paid_at && <Line label={t('fields.paid')}>{when(w.paid_at)}</Line>}
          {w.bank_reference && (
            <Line label={t('fields.bank_reference')}>
              <Text span ff="monospace">
                {w.bank_reference}
              </Text>
            </Line>
          )}
          {w.reason && <Line label={t('fields.reason')}>{w.reason}</Line>}
          {opened && (
            <Stack mt="sm">
              <WithdrawalActionPanel withdrawal={w} startWith={startWith} onDone={onClose} />
            </Stack>
          )}
        </Stack>
      )}
    </Modal>
  );
}
