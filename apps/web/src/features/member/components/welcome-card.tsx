import { Badge, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { MemberInfo } from '@rangkai/shared';
import { memo } from 'react';
import { useDisplayNames } from '@/lib/display-names';
import { useTranslation } from '@/lib/i18n';
import { KycBadge } from './kyc-badge';

/** Home page greeting: username, member code, rank and package. */
export const WelcomeCard = memo(function WelcomeCard({ member }: { member: MemberInfo }) {
  const { t } = useTranslation('member');
  const { t: tc } = useTranslation('common');
  const names = useDisplayNames();
  const packageName = names.packageName(member.package);

  return (
    <Paper radius="lg" p="lg" withBorder data-testid="welcome-card">
      <Group wrap="nowrap" align="flex-start">
        {/* Avatar's look (light, teal, initials) without its code: the home page is a first load. */}
        <ThemeIcon color="teal" variant="light" radius="xl" size={56} fw={700} fz="lg" aria-hidden>
          {member.username.slice(0, 2).toUpperCase()}
        </ThemeIcon>
        <Stack gap={4} miw={0}>
          <Text c="dimmed" size="sm">
            {t('welcome_back')}
          </Text>
          <Title order={3} style={{ overflowWrap: 'anywhere' }} data-testid="home-username">
            {member.username}
          </Title>
          <Text size="sm" c="dimmed">
            {t('member_code')}: {member.member_code}
          </Text>
          <Group gap={6} mt={4}>
            <Badge variant="light" color="teal" tt="none" data-testid="home-rank">
              {tc('names.rank_label', { name: names.rankName(member.rank) })}
            </Badge>
            {packageName && (
              <Badge variant="outline" color="gray" tt="none" data-testid="home-package">
                {tc('names.package_label', { name: packageName })}
              </Badge>
            )}
            <KycBadge status={member.check_kyc.can_withdraw} />
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
});
