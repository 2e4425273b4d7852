import { Button, Center, Group, Loader, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { MemberInfo } from '@rangkai/shared';
import { IconPackage, IconTrophy } from '@tabler/icons-react';
import { useUserProfile } from '@/features/profile';
import { useDisplayNames } from '@/lib/display-names';
import { useTranslation } from '@/lib/i18n';
import { groupMoney } from '@/lib/money';
import { useUpgradePackages } from '../api/get-upgrade-package';
import { UpgradeForm } from './upgrade-form';

/** The member's current package, then the upgrade form, or why there is nothing to choose. */
export function UpgradePanel({ member, onDone }: { member: MemberInfo; onDone: () => void }) {
  const { t } = useTranslation('packages');
  const { packageName } = useDisplayNames();
  const offer = useUpgradePackages();
  // The member's state (from their profile) starts the delivery's state; a failed load leaves it
  // for the member to pick.
  const profile = useUserProfile();

  if (offer.isPending || profile.isPending) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (offer.isError) {
    return (
      <Stack align="center" py="lg" gap="sm">
        <Text c="dimmed">{t('errors:fetch_failed')}</Text>
        <Button variant="light" onClick={() => void offer.refetch()}>
          {t('retry')}
        </Button>
      </Stack>
    );
  }

  const { current, user_group: higher } = offer.data;
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="sm" bg="teal.0" data-testid="current-package">
        <Group wrap="nowrap" gap="sm">
          <ThemeIcon variant="light" radius="md" size={40}>
            <IconPackage size={22} />
          </ThemeIcon>
          <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
            <Text size="xs" c="dimmed">
              {t('upgrade.current')}
            </Text>
            <Text fw={700} truncate="end">
              {packageName(current)}
            </Text>
          </Stack>
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            RM {groupMoney(current.price)}
          </Text>
        </Group>
      </Paper>
      {higher.length === 0 ? (
        <Stack align="center" ta="center" gap="xs" py="lg" data-testid="upgrade-top">
          <ThemeIcon size={64} radius="xl" variant="light" color="yellow">
            <IconTrophy size={34} stroke={1.5} />
          </ThemeIcon>
          <Text fw={700}>{t('upgrade.top_title')}</Text>
          <Text size="sm" c="dimmed" maw={320}>
            {t('upgrade.top_text')}
          </Text>
          <Button variant="light" mt="xs" onClick={onDone}>
            {t('common:actions.close')}
          </Button>
        </Stack>
      ) : (
        <UpgradeForm
          member={member}
          offer={offer.data}
          stateId={profile.data?.state_id ?? null}
          onDone={onDone}
          onStale={() => void offer.refetch()}
        />
      )}
    </Stack>
  );
}
