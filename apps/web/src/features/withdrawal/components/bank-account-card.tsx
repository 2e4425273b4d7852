import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { BankInfo } from '@rangkai/shared';
import { IconBuildingBank } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { maskAccount } from '../lib/withdraw-figures';

/** The saved account a withdrawal goes to: bank, holder and the last four digits. */
export function BankAccountCard({ bank }: { bank: BankInfo }) {
  const { t } = useTranslation('withdraw');
  return (
    <Paper withBorder radius="md" p="sm" data-testid="withdraw-bank">
      <Group wrap="nowrap" gap="sm">
        <ThemeIcon variant="light" size={36} radius="md">
          <IconBuildingBank size={20} />
        </ThemeIcon>
        <Stack gap={0} miw={0}>
          <Text size="xs" c="dimmed">
            {t('withdraw.to_account')}
          </Text>
          <Text size="sm" fw={600} truncate="end">
            {bank.bank_name} · {maskAccount(bank.bank_number)}
          </Text>
          <Text size="xs" c="dimmed" truncate="end">
            {bank.bank_user}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
