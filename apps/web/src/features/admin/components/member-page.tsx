import { Anchor, Badge, Card, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import {
  IconArrowLeft,
  IconBinaryTree,
  IconGift,
  IconId,
  IconListDetails,
  IconPackage,
  IconUser,
  IconWallet,
} from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '@/components/admin/data-state';
import { MemberKycTab } from '@/features/admin-kyc';
import { MemberBonusesTab, MemberPackagesTab } from '@/features/admin-orders';
import { useDisplayNames } from '@/lib/display-names';
import { useTranslation } from '@/lib/i18n';
import { useAdminMe } from '../api/auth';
import { useMember } from '../api/members';
import { MemberActions } from './member-actions';
import { MemberLedgerTab } from './member-ledger-tab';
import { MemberProfileTab } from './member-profile-tab';
import { MemberWalletsTab } from './member-wallets-tab';
import { MemberStatusBadge } from './status-badges';

const TABS = ['profile', 'kyc', 'wallets', 'ledger', 'packages', 'bonuses', 'trees'] as const;
type Tab = (typeof TABS)[number];

// The tree explorer (chart, pan and zoom, its texts) loads when the tab is first opened.
const MemberTreeTab = lazy(() =>
  import('./member-tree-tab').then((m) => ({ default: m.MemberTreeTab })),
);

/** /admin/members/:id: profile, trees, money and (for admins) the status actions. */
export function MemberPage() {
  const { t } = useTranslation('admin');
  const names = useDisplayNames();
  const id = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const me = useAdminMe();
  // KYC history and withdrawals are the admins' (as on the server); support staff do not see it.
  const isAdmin = me.data?.role === 'admin';
  const tab: Tab =
    TABS.find((x) => x === params.get('tab') && (x !== 'kyc' || isAdmin)) ?? 'profile';
  const member = useMember(id);

  const back = (
    <Anchor component={Link} to="/admin/members" size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} />
        {t('member.back')}
      </Group>
    </Anchor>
  );

  if (!Number.isInteger(id) || id < 1) return <EmptyState text={t('member.not_found')} />;
  if (member.isPending) return <LoadingState />;
  if (member.isError) {
    return (
      <Stack>
        {back}
        <ErrorState error={member.error} onRetry={() => void member.refetch()} />
      </Stack>
    );
  }
  const m = member.data;

  return (
    <Stack gap="md">
      {back}
      <Card withBorder radius="md" padding="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} miw={0}>
            <Group gap="xs">
              <Title order={2} size="h3" data-testid="admin-member-username">
                {m.username}
              </Title>
              <MemberStatusBadge status={m.status} />
            </Group>
            <Text size="sm" c="dimmed">
              {m.fullname} ·{' '}
              <Text span ff="monospace">
                {m.member_code}
              </Text>
            </Text>
            <Group gap={6}>
              <Badge variant="light" color="teal" tt="none">
                {t('members.package')}:{' '}
                {names.packageName({
                  package_name: '',
                  package_name_en: m.package.package_name_en,
                })}
              </Badge>
              <Badge variant="light" color="grape" tt="none">
                {t('member.rank')}: {names.rankName({ ...m.rank, rank_name: '' })}
              </Badge>
            </Group>
          </Stack>
          {me.data?.role === 'admin' && <MemberActions member={m} />}
        </Group>
      </Card>
      <Tabs
        value={tab}
        onChange={(value) => setParams(value && value !== 'profile' ? { tab: value } : {})}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="profile" leftSection={<IconUser size={16} />}>
            {t('member.tabs.profile')}
          </Tabs.Tab>
          {isAdmin && (
            <Tabs.Tab value="kyc" leftSection={<IconId size={16} />} data-testid="admin-tab-kyc">
              {t('adminKyc:tabs.kyc')}
            </Tabs.Tab>
          )}
          <Tabs.Tab value="wallets" leftSection={<IconWallet size={16} />}>
            {t('member.tabs.wallets')}
          </Tabs.Tab>
          <Tabs.Tab
            value="ledger"
            leftSection={<IconListDetails size={16} />}
            data-testid="admin-tab-ledger"
          >
            {t('member.tabs.ledger')}
          </Tabs.Tab>
          <Tabs.Tab
            value="packages"
            leftSection={<IconPackage size={16} />}
            data-testid="admin-tab-packages"
          >
            {t('adminOrders:tabs.packages')}
          </Tabs.Tab>
          <Tabs.Tab
            value="bonuses"
            leftSection={<IconGift size={16} />}
            data-testid="admin-tab-bonuses"
          >
            {t('adminOrders:tabs.bonuses')}
          </Tabs.Tab>
          <Tabs.Tab
            value="trees"
            leftSection={<IconBinaryTree size={16} />}
            data-testid="admin-tab-trees"
          >
            {t('member.tabs.trees')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="profile" pt="md">
          <MemberProfileTab member={m} />
        </Tabs.Panel>
        {isAdmin && (
          <Tabs.Panel value="kyc" pt="md">
            <MemberKycTab memberId={m.id} username={m.username} />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="wallets" pt="md">
          <MemberWalletsTab member={m} />
        </Tabs.Panel>
        <Tabs.Panel value="ledger" pt="md">
          <MemberLedgerTab memberId={m.id} />
        </Tabs.Panel>
        <Tabs.Panel value="packages" pt="md">
          <MemberPackagesTab memberId={m.id} />
        </Tabs.Panel>
        <Tabs.Panel value="bonuses" pt="md">
          <MemberBonusesTab memberId={m.id} username={m.username} />
        </Tabs.Panel>
        <Tabs.Panel value="trees" pt="md">
          <Suspense fallback={<LoadingState />}>
            <MemberTreeTab memberId={m.id} />
          </Suspense>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
