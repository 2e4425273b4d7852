import { Button, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { InlineAlert } from '@/components/inline-alert';
import { useMemberInfo, WelcomeCard } from '@/features/member';
import { SalesSection } from '@/features/sales';
import { WalletCard } from '@/features/wallet';
import { useTranslation } from '@/lib/i18n';

/** /web/dataDisplay: the member's home: welcome, wallets, sales figures and rank history. */
export function HomePage() {
  const { t } = useTranslation();
  const { data: member, isError, refetch } = useMemberInfo();
  if (isError && !member) {
    return (
      <InlineAlert color="yellow" icon={<IconAlertTriangle />} title={t('errors:fetch_failed')}>
        <Button variant="light" color="yellow" mt="xs" onClick={() => void refetch()}>
          {t('route_error.reload')}
        </Button>
      </InlineAlert>
    );
  }
  if (!member) return null;
  return (
    <Stack gap="md" data-testid="home-page">
      <WelcomeCard member={member} />
      <WalletCard balances={member} />
      <SalesSection />
    </Stack>
  );
}
