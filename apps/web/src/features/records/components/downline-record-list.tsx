import { Badge, Divider, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { formatDate } from '@/lib/date-format';
import { useTranslation } from '@/lib/i18n';
import { groupMoney } from '@/lib/money';
import type { DownlineMember } from '../api/team-records';
import { Figure, MemberIdentity, PackageBadge, RankName, useWideScreen } from './team-parts';

function LevelBadge({ level }: { level: number }) {
  const { t } = useTranslation('records');
  return (
    <Badge size="sm" variant="outline" color="indigo" data-testid="member-level" data-level={level}>
      {t('downline.level_n', { level })}
    </Badge>
  );
}

function Sponsor({ member }: { member: DownlineMember }) {
  return (
    <span data-testid="member-sponsor">
      {member.sponsor.username}{' '}
      <Text span size="xs" c="dimmed" ff="monospace">
        {member.sponsor.member_code}
      </Text>
    </span>
  );
}

function DownlineCard({ member }: { member: DownlineMember }) {
  const { t, i18n } = useTranslation('records');
  return (
    <Paper withBorder radius="md" p="sm" data-testid="downline-member">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <MemberIdentity member={member} />
          <Stack gap={4} align="flex-end">
            <LevelBadge level={member.level} />
            <PackageBadge pkg={member.package} />
          </Stack>
        </Group>
        <Group gap="md" wrap="wrap">
          <Text size="xs" c="dimmed">
            {t('member.rank')}: <RankName rank={member.rank} />
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('member.sponsor')}: <Sponsor member={member} />
          </Text>
        </Group>
        <Divider />
        <SimpleGrid cols={3} spacing="xs">
          <Figure label={t('member.personal_bv')}>
            <span data-testid="member-bv">{groupMoney(member.personal_bv)}</span>
          </Figure>
          <Figure label={t('member.purchases')}>{member.purchases}</Figure>
          <Figure label={t('member.joined')}>{formatDate(member.joined_at, i18n.language)}</Figure>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

function DownlineTable({ records }: { records: DownlineMember[] }) {
  const { t, i18n } = useTranslation('records');
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped verticalSpacing="xs" data-testid="downline-members">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('member.level')}</Table.Th>
            <Table.Th>{t('member.member')}</Table.Th>
            <Table.Th>{t('member.fullname')}</Table.Th>
            <Table.Th>{t('member.package')}</Table.Th>
            <Table.Th>{t('member.rank')}</Table.Th>
            <Table.Th>{t('member.sponsor')}</Table.Th>
            <Table.Th ta="right">{t('member.personal_bv')}</Table.Th>
            <Table.Th ta="right">{t('member.purchases')}</Table.Th>
            <Table.Th>{t('member.joined')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((member) => (
            <Table.Tr key={member.id} data-testid="downline-member">
              <Table.Td>
                <LevelBadge level={member.level} />
              </Table.Td>
              <Table.Td>
                <MemberIdentity member={member} compact />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{member.fullname}</Text>
              </Table.Td>
              <Table.Td>
                <PackageBadge pkg={member.package} />
              </Table.Td>
              <Table.Td>
                <RankName rank={member.rank} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" component="div">
                  <Sponsor member={member} />
                </Text>
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="member-bv">
                {groupMoney(member.personal_bv)}
              </Table.Td>
              <Table.Td ta="right">{member.purchases}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{formatDate(member.joined_at, i18n.language)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Downline members as cards on a phone, a table from a laptop's width. */
export function DownlineRecordList({ records }: { records: DownlineMember[] }) {
  const wide = useWideScreen();
  if (wide) return <DownlineTable records={records} />;
  return (
    <Stack gap="xs" data-testid="downline-members">
      {records.map((member) => (
        <DownlineCard key={member.id} member={member} />
      ))}
    </Stack>
  );
}
