import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { type AdminMemberDetail, wallets } from '@rangkai/shared';
import { useTranslation } from '@/lib/i18n';
import { groupMoney } from '@/lib/money';

/**
 * The four wallet balances (BUSINESS_RULES §2), in MYR, and the clawback debt (§13): what the
 * member owes from sponsor bonuses taken back, in red while they owe.
 */
export function MemberWalletsTab({ member }: { member: AdminMemberDetail }) {
  const { t } = useTranslation('admin');
  const owes = member.clawback_debt !== '0.00';
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        {wallets.map((wallet) => (
          <Card
            key={wallet}
            withBorder
            radius="md"
            padding="md"
            data-testid={`admin-wallet-${wallet}`}
          >
            <Stack gap={2}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {wallet} · {t(`wallets.${wallet}`)}
              </Text>
              <Text fw={700} fz="xl">
                RM {groupMoney(member.wallets[wallet])}
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Card withBorder radius="md" padding="md" data-testid="admin-clawback-debt">
        <Stack gap={2}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('wallets.clawback_debt')}
          </Text>
          <Text fw={700} fz="xl" c={owes ? 'red.7' : undefined}>
            RM {groupMoney(member.clawback_debt)}
          </Text>
          <Text size="xs" c="dimmed">
            {t('wallets.clawback_debt_hint')}
          </Text>
        </Stack>
      </Card>
    </Stack>
  );
}
