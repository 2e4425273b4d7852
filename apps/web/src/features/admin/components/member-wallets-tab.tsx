import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { type AdminMemberDetail, wallets } from '@rangkai/shared';
import { useTranslation } from '@/lib/i18n';
import { groupMoney } from '@/lib/money';

/** The four wallet balances (BUSINESS_RULES §2), in MYR. */
export function MemberWalletsTab({ member }: { member: AdminMemberDetail }) {
  const { t } = useTranslation('admin');
  return (
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
  );
}
