import { Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type Wallet, walletNames, wallets } from '@rangkai/shared';
import { IconCash, IconGift, IconShoppingBag, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { groupMoney } from '@/lib/money';

const icons: Record<Wallet, typeof IconCash> = {
  point1: IconCash,
  point2: IconGift,
  point3: IconUserPlus,
  point4: IconShoppingBag,
};

const colors: Record<Wallet, string> = {
  point1: 'teal',
  point2: 'grape',
  point3: 'blue',
  point4: 'orange',
};

/** The four wallets (spec §3: point1 cash, point2 redemption, point3 register, point4 repurchase). */
export function WalletCard({ balances }: { balances: Record<Wallet, string> }) {
  const { t } = useTranslation('wallet');
  return (
    <Paper radius="lg" p="lg" withBorder data-testid="wallet-card">
      <Title order={4} mb="md">
        {t('my_wallets')}
      </Title>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        {wallets.map((wallet) => {
          const Icon = icons[wallet];
          return (
            <Paper key={wallet} radius="md" p="sm" bg={`${colors[wallet]}.0`}>
              <Stack gap={6} h="100%" justify="space-between">
                <Group gap={6} wrap="nowrap" align="flex-start">
                  <ThemeIcon size="sm" radius="xl" color={colors[wallet]} variant="filled">
                    <Icon size={14} />
                  </ThemeIcon>
                  <Text size="sm" fw={600} lh={1.25}>
                    {t(`names.${walletNames[wallet]}`)}
                  </Text>
                </Group>
                <Stack gap={6}>
                  <Text size="xs" c="dimmed" lh={1}>
                    {t('currency.myr')}
                  </Text>
                  <Text fw={700} size="lg" lh={1.1} data-testid={`balance-${wallet}`}>
                    {groupMoney(balances[wallet])}
                  </Text>
                </Stack>
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
    </Paper>
  );
}
