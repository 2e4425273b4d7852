import { Stack, Text } from '@mantine/core';
import type { AdminWithdrawal } from '@rangkai/shared';
import { useTranslation } from '@/lib/i18n';
import { parsePhase, phaseMonth } from '../lib/withdrawals';

/** Where the money goes: bank, account holder, account number and branch. */
export function BankCell({ w }: { w: AdminWithdrawal }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        {w.bank_name}
      </Text>
      <Text size="sm">{w.bank_user}</Text>
      <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
        {w.bank_number}
      </Text>
      <Text size="xs" c="dimmed">
        {w.branch}
      </Text>
    </Stack>
  );
}

/** "Nov 2026 · days 1–15". */
export function PhaseText({ phase }: { phase: string }) {
  const { t, i18n } = useTranslation('adminWithdrawals');
  const parts = parsePhase(phase);
  if (!parts) return <>{phase}</>;
  return (
    <Text span inherit style={{ whiteSpace: 'nowrap' }}>
      {t(`phase.half_${parts.half}`, { month: phaseMonth(phase, i18n.language) })}
    </Text>
  );
}
