import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { BonusRecord } from '@rangkai/shared';
import { formatDay } from '@/lib/date-format';
import { useTranslation } from '@/lib/i18n';
import { isDeduction, signedBonus } from '../lib/bonus-sign';
import { bonusLook } from './bonus-look';
import { BonusWorkingView } from './bonus-working-view';

/**
 * One line of the bonus record: type, business day, source member, how it was worked out, amount
 * and its split between the wallets — taken from them for a clawback or a debt repayment (§13).
 */
export function BonusRecordCard({ record }: { record: BonusRecord }) {
  const { t, i18n } = useTranslation('bonus');
  const { icon: Icon, color } = bonusLook[record.bonus_type];
  const deduction = isDeduction(record.bonus_type);
  const wallet = (amount: string) => signedBonus(record.bonus_type, amount);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="bonus-record" data-type={record.bonus_type}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <ThemeIcon variant="light" radius="xl" size="lg" color={color}>
          <Icon size={18} />
        </ThemeIcon>
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <Stack gap={0} miw={0}>
              <Text size="sm" fw={600} data-testid="bonus-type">
                {t(`names.${record.bonus_type}`)}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDay(record.business_date, i18n.language)}
              </Text>
            </Stack>
            <Text
              fw={700}
              c={deduction ? 'red.7' : 'teal.7'}
              style={{ whiteSpace: 'nowrap' }}
              data-testid="record-amount"
            >
              {signedBonus(record.bonus_type, record.amount, true)}
            </Text>
          </Group>
          {record.source && (
            <Text size="xs" style={{ overflowWrap: 'anywhere' }} data-testid="bonus-source">
              {t('source', {
                username: record.source.username,
                code: record.source.member_code,
              })}
            </Text>
          )}
          <BonusWorkingView record={record} />
          <Group gap="xs" mt={2} data-testid="bonus-split">
            <Text size="xs" c="teal.8">
              {t('split.point1', { amount: wallet(record.point1) })}
            </Text>
            <Text size="xs" c="orange.8">
              {t('split.point4', { amount: wallet(record.point4) })}
            </Text>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
