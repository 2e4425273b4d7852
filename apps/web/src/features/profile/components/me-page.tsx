import {
  Avatar,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { UserProfile } from '@rangkai/shared';
import { IconShieldLock, IconUserEdit } from '@tabler/icons-react';
import { openSecurityCenter } from '@/features/security';
import { useDisplayNames } from '@/lib/display-names';
import { useTranslation } from '@/lib/i18n';
import { useUserProfile } from '../api/get-user-profile';
import { openEditProfile } from '../dialogs';
import { LoadFailed } from './load-failed';
import { MyDataCard } from './my-data-card';
import { ReferralCard } from './referral-card';

/** /web/me: who the member is, where they sit in both trees, and their referral link. */
export function MePage() {
  const profile = useUserProfile();
  if (profile.data) return <Profile profile={profile.data} />;
  if (profile.isError) {
    return <LoadFailed onRetry={() => void profile.refetch()} retrying={profile.isFetching} />;
  }
  return (
    <Stack gap="md" data-testid="profile-loading">
      <Skeleton h={120} radius="lg" />
      <Skeleton h={240} radius="lg" />
    </Stack>
  );
}

function Profile({ profile }: { profile: UserProfile }) {
  const { t, i18n } = useTranslation('member');
  const names = useDisplayNames();
  const packageName = names.packageName(profile.package);
  const rankName = names.rankName(profile.rank);
  const joined = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
    new Date(profile.created_at),
  );
  const placement = profile.placement
    ? t('profile.placement_value', {
        upline: profile.placement.username,
        leg: t(profile.placement.group_type === 2 ? 'leg.right' : 'leg.left'),
      })
    : '—';
  const rows: [string, string][] = [
    [t('fields.fullname'), profile.fullname],
    [t('fields.email'), profile.email ?? '—'],
    [t('fields.contact_number'), profile.contact_number ?? '—'],
    [
      t('profile.sponsor'),
      profile.sponsor ? `${profile.sponsor.username} (${profile.sponsor.member_code})` : '—',
    ],
    [t('profile.placement'), placement],
    [t('package'), packageName],
    [t('rank'), rankName],
    [t('profile.joined'), joined],
  ];

  return (
    <Stack gap="md" data-testid="me-page">
      <Paper withBorder radius="lg" p="md">
        <Stack gap="md">
          <Group wrap="nowrap" align="flex-start">
            <Avatar color="teal" radius="xl" size="lg">
              {profile.username.slice(0, 2).toUpperCase()}
            </Avatar>
            <Stack gap={4} miw={0}>
              <Title order={3} style={{ overflowWrap: 'anywhere' }} data-testid="me-username">
                {profile.username}
              </Title>
              <Text size="sm" c="dimmed">
                {t('member_code')}:{' '}
                <Text span fw={700} c="dark" ff="monospace" data-testid="me-member-code">
                  {profile.member_code}
                </Text>
              </Text>
              <Group gap={6}>
                <Badge variant="light" tt="none" data-testid="me-rank">
                  {t('rank')}: {rankName}
                </Badge>
                <Badge variant="outline" color="gray" tt="none" data-testid="me-package">
                  {t('package')}: {packageName}
                </Badge>
              </Group>
            </Stack>
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            <Button
              variant="light"
              leftSection={<IconUserEdit size={18} />}
              onClick={openEditProfile}
              data-testid="me-edit-profile"
            >
              {t('profile.edit_profile')}
            </Button>
            <Button
              variant="light"
              leftSection={<IconShieldLock size={18} />}
              onClick={() => openSecurityCenter()}
              data-testid="me-security-center"
            >
              {t('profile.security_center')}
            </Button>
          </SimpleGrid>
        </Stack>
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder radius="lg" p="md">
          <Stack gap="sm">
            <Title order={4}>{t('profile.details')}</Title>
            {rows.map(([label, value]) => (
              <Group key={label} justify="space-between" wrap="nowrap" gap="md" align="flex-start">
                <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                  {label}
                </Text>
                <Text size="sm" fw={500} ta="right" style={{ overflowWrap: 'anywhere' }}>
                  {value}
                </Text>
              </Group>
            ))}
          </Stack>
        </Paper>
        <ReferralCard memberCode={profile.member_code} />
      </SimpleGrid>
      <MyDataCard username={profile.username} />
    </Stack>
  );
}
