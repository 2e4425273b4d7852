import { Button, Divider, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { formatDate } from '@/lib/date-format';
import { useTranslation } from '@/lib/i18n';
import type { DirectMember } from '../api/team-records';
import { Figure, MemberIdentity, PackageBadge, RankName, useWideScreen } from './team-parts';

interface ListProps {
  records: DirectMember[];
  /** Opens the members this one sponsored. */
  onOpen: (member: DirectMember) => void;
}

function OpenButton({ member, onOpen }: { member: DirectMember; onOpen: ListProps['onOpen'] }) {
  const { t } = useTranslation('records');
  if (member.direct_sponsored === 0) return null;
  return (
    <Button
      size="compact-xs"
      variant="subtle"
      rightSection={<IconChevronRight size={14} />}
      onClick={() => onOpen(member)}
      data-testid="open-member"
    >
      {t('direct.open', { count: member.direct_sponsored })}
    </Button>
  );
}

function DirectMemberCard({
  member,
  onOpen,
}: {
  member: DirectMember;
  onOpen: ListProps['onOpen'];
}) {
  const { t, i18n } = useTranslation('records');
  return (
    <Paper withBorder radius="md" p="sm" data-testid="direct-member">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <MemberIdentity member={member} />
          <PackageBadge pkg={member.package} />
        </Group>
        <Text size="xs" c="dimmed">
          {t('member.rank')}: <RankName rank={member.rank} />
        </Text>
        <Divider />
        <SimpleGrid cols={3} spacing="xs">
          <Figure label={t('member.joined')}>
            <span data-testid="member-joined">{formatDate(member.joined_at, i18n.language)}</span>
          </Figure>
          <Figure label={t('member.direct')}>
            <span data-testid="member-direct">{member.direct_sponsored}</span>
          </Figure>
          <Figure label={t('member.team')}>
            <span data-testid="member-team">{member.downline_count}</span>
          </Figure>
        </SimpleGrid>
        {member.direct_sponsored > 0 && (
          <Group justify="flex-end">
            <OpenButton member={member} onOpen={onOpen} />
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function DirectMembersTable({ records, onOpen }: ListProps) {
  const { t, i18n } = useTranslation('records');
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped verticalSpacing="xs" data-testid="direct-members">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('member.member')}</Table.Th>
            <Table.Th>{t('member.fullname')}</Table.Th>
            <Table.Th>{t('member.package')}</Table.Th>
            <Table.Th>{t('member.rank')}</Table.Th>
            <Table.Th>{t('member.joined')}</Table.Th>
            <Table.Th ta="right">{t('member.direct')}</Table.Th>
            <Table.Th ta="right">{t('member.team')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((member) => (
            <Table.Tr key={member.id} data-testid="direct-member">
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
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm" data-testid="member-joined">
                  {formatDate(member.joined_at, i18n.language)}
                </Text>
              </Table.Td>
              <Table.Td ta="right" data-testid="member-direct">
                {member.direct_sponsored}
              </Table.Td>
              <Table.Td ta="right" data-testid="member-team">
                {member.downline_count}
              </Table.Td>
              <Table.Td ta="right">
                <OpenButton member={member} onOpen={onOpen} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Direct members as cards on a phone, a table from a laptop's width. */
export function DirectMembersList({ records, onOpen }: ListProps) {
  const wide = useWideScreen();
  if (wide) return <DirectMembersTable records={records} onOpen={onOpen} />;
  return (
    <Stack gap="xs" data-testid="direct-members">
      {records.map((member) => (
        <DirectMemberCard key={member.id} member={member} onOpen={onOpen} />
      ))}
    </Stack>
  );
}
