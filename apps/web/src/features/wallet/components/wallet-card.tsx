import {
  Anchor,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { type Wallet, walletNames, wallets } from '@rangkai/shared';
import {
  IconArrowsExchange,
  IconCash,
  IconGift,
  IconPlus,
  IconReceipt,
  IconShoppingBag,
  IconTransfer,
  IconUserPlus,
} from '@tabler/icons-react';
import { memo, useState } from 'react';
import { Link } from 'react-router';
import { useLookup } from '@/features/global';
import { myrToUsdt } from '@/lib/amount';
import { useTranslation } from '@/lib/i18n';
import { groupMoney } from '@/lib/money';
import { openChangeWallet, openDeposit, openTransfer } from '../dialogs';

const icons: Record<Wallet, typeof IconCash> = {
  point1: IconCash,
  point2: IconGift,
  point3: IconUserPlus,
  point4: IconShoppingBag,
};

export const walletColors: Record<Wallet, string> = {
  point1: 'teal',
  point2: 'grape',
  point3: 'blue',
  point4: 'orange',
};

type Currency = 'myr' | 'usdt';

interface QuickActionProps {
  icon: typeof IconCash;
  label: string;
  onClick: () => void;
  testId: string;
}

/** A tile with an icon over its label: long labels wrap instead of being cut at 375 px. */
function QuickAction({ icon: Icon, label, onClick, testId }: QuickActionProps) {
  return (
    <UnstyledButton
      onClick={onClick}
      data-testid={testId}
      p={6}
      style={{ alignSelf: 'start', borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Stack gap={4} align="center" ta="center">
        <ThemeIcon size={40} radius="md" variant="light">
          <Icon size={22} />
        </ThemeIcon>
        <Text size="sm" fw={500} lh={1.2}>
          {label}
        </Text>
      </Stack>
    </UnstyledButton>
  );
}

/**
 * The four wallets (spec §3: point1 cash, point2 redemption, point3 register, point4 repurchase)
 * in MYR or, for display only, USDT at the `usdt_rate` setting; with the quick wallet actions.
 */
export const WalletCard = memo(function WalletCard({
  balances,
}: {
  balances: Record<Wallet, string>;
}) {
  const { t } = useTranslation('wallet');
  const [currency, setCurrency] = useState<Currency>('myr');
  const rate = useLookup().data?.system.usdt_rate;
  const inUsdt = currency === 'usdt' && rate !== undefined;

  return (
    <Paper radius="lg" p={{ base: 'md', sm: 'lg' }} withBorder data-testid="wallet-card">
      <Group justify="space-between" mb="md" gap="xs">
        <Title order={4}>{t('my_wallets')}</Title>
        <SegmentedControl
          size="xs"
          radius="xl"
          value={currency}
          onChange={(value) => setCurrency(value as Currency)}
          data={[
            { value: 'myr', label: t('currency.myr') },
            { value: 'usdt', label: t('currency.usdt') },
          ]}
          aria-label={t('card.currency')}
          data-testid="wallet-currency"
        />
      </Group>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        {wallets.map((wallet) => {
          const Icon = icons[wallet];
          return (
            <Paper key={wallet} radius="md" p="sm" bg={`${walletColors[wallet]}.0`}>
              <Stack gap={6} h="100%" justify="space-between">
                <Group gap={6} wrap="nowrap" align="flex-start">
                  <ThemeIcon size="sm" radius="xl" color={walletColors[wallet]} variant="filled">
                    <Icon size={14} />
                  </ThemeIcon>
                  <Text size="sm" fw={600} lh={1.25}>
                    {t(`names.${walletNames[wallet]}`)}
                  </Text>
                </Group>
                <Stack gap={6}>
                  <Text size="xs" c="dimmed" lh={1}>
                    {inUsdt ? t('currency.usdt') : t('currency.myr')}
                  </Text>
                  <Text
                    fw={700}
                    size="lg"
                    lh={1.1}
                    style={{ overflowWrap: 'anywhere' }}
                    data-testid={`balance-${wallet}`}
                  >
                    {groupMoney(inUsdt ? myrToUsdt(balances[wallet], rate) : balances[wallet])}
                  </Text>
                </Stack>
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
      {inUsdt && (
        <Text size="xs" c="dimmed" mt="xs" data-testid="wallet-usdt-rate">
          {t('card.usdt_rate', { rate })}
        </Text>
      )}
      <SimpleGrid cols={3} spacing="xs" mt="md" maw={480} mx="auto">
        <QuickAction
          icon={IconPlus}
          label={t('actions.deposit')}
          onClick={openDeposit}
          testId="wallet-action-deposit"
        />
        <QuickAction
          icon={IconTransfer}
          label={t('actions.transfer')}
          onClick={openTransfer}
          testId="wallet-action-transfer"
        />
        <QuickAction
          icon={IconArrowsExchange}
          label={t('actions.change_wallet')}
          onClick={openChangeWallet}
          testId="wallet-action-change"
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="sm">
        <Anchor component={Link} to="/web/record/walletRecord" size="sm">
          <Group gap={4} wrap="nowrap">
            <IconReceipt size={16} />
            {t('card.records')}
          </Group>
        </Anchor>
      </Group>
    </Paper>
  );
});
