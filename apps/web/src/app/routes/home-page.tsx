import { Stack } from '@mantine/core';
import { useMemberInfo, WelcomeCard } from '@/features/member';
import { WalletCard } from '@/features/wallet';

/** /web/dataDisplay: the member's home (welcome and wallets; later issues add more). */
export function HomePage() {
  const { data: member } = useMemberInfo();
  if (!member) return null;
  return (
    <Stack gap="md" data-testid="home-page">
      <WelcomeCard member={member} />
      <WalletCard balances={member} />
    </Stack>
  );
}
