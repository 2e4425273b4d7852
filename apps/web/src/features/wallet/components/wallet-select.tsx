import { Group, Radio, Stack, Text } from '@mantine/core';
import { type Wallet, walletNames } from '@rangkai/shared';
import { useTranslation } from '@/lib/i18n';
import { groupMoney } from '@/lib/money';

interface WalletSelectProps<W extends Wallet> {
  label: string;
  options: readonly W[];
  value: W;
  onChange: (wallet: W) => void;
  /** Balances to show beside each wallet (omitted → names only). */
  balances?: Partial<Record<Wallet, string>>;
  testId?: string;
}

/** A choice of wallet as cards, each with its name and, when given, its balance. */
export function WalletSelect<W extends Wallet>({
  label,
  options,
  value,
  onChange,
  balances,
  testId,
}: WalletSelectProps<W>) {
  const { t } = useTranslation('wallet');
  return (
    <Radio.Group
      label={label}
      value={value}
      onChange={(next) => onChange(next as W)}
      data-testid={testId}
    >
      <Stack gap={6} mt={6}>
        {options.map((wallet) => (
          <Radio.Card
            key={wallet}
            value={wallet}
            radius="md"
            p="xs"
            data-testid={testId ? `${testId}-${wallet}` : undefined}
          >
            <Group wrap="nowrap" gap="sm">
              <Radio.Indicator size="sm" />
              <Group justify="space-between" wrap="nowrap" gap="xs" style={{ flex: 1 }} miw={0}>
                <Text size="sm" fw={500}>
                  {t(`names.${walletNames[wallet]}`)}
                </Text>
                {balances?.[wallet] !== undefined && (
                  <Text size="sm" c="dimmed" ta="right" data-testid={`available-${wallet}`}>
                    RM {groupMoney(balances[wallet])}
                  </Text>
                )}
              </Group>
            </Group>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}
