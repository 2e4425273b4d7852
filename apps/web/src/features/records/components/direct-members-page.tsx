import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconListSearch } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { PagedRecords } from '@/components/paged-records';
import { useTranslation } from '@/lib/i18n';
import { pageParam } from '@/lib/member-page-query';
import { useDirectMembers } from '../api/team-records';
import { DirectMembersList } from './direct-members-list';
import { SummaryTiles } from './team-parts';

/** `?parent=<id>`: whose sponsored members to list (default: the viewer's own). */
function parentParam(params: URLSearchParams): number | undefined {
  const value = params.get('parent');
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}

/**
 * /web/record/member: the members the viewer sponsored directly, newest first, each with its own
 * team size and join date. A member with direct members of their own opens them (`?parent=`,
 * only inside the viewer's downline: the server refuses anyone else).
 */
export function DirectMembersPage() {
  const { t } = useTranslation('records');
  const [params, setParams] = useSearchParams();
  const parent = parentParam(params);
  const page = pageParam(params);
  const query = useDirectMembers(parent, page);
  // While another member's list loads, the previous one stays (dimmed): name the parent only once
  // its own list is there.
  const head = query.data?.parent.id === parent ? query.data?.parent : undefined;

  const go = (next: { parent?: number; page?: number }) => {
    const search = new URLSearchParams();
    if (next.parent !== undefined) search.set('parent', String(next.parent));
    if (next.page && next.page > 1) search.set('page', String(next.page));
    setParams(search, { replace: next.page !== undefined });
  };

  return (
    <Stack gap="md" data-testid="direct-members-page">
      <Group justify="space-between" align="flex-end" gap="xs">
        <Title order={3}>{t('direct.title')}</Title>
        <Anchor component={Link} to="/web/record/downlineRecord" size="sm">
          <Group gap={4} wrap="nowrap">
            <IconListSearch size={16} />
            {t('downline.title')}
          </Group>
        </Anchor>
      </Group>

      {parent !== undefined && (
        <Paper withBorder radius="md" p="sm" data-testid="direct-members-parent">
          <Group justify="space-between" gap="xs">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {head
                ? t('direct.sponsored_by', {
                    username: head.username,
                    code: head.member_code,
                    level: head.level,
                  })
                : '…'}
            </Text>
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconArrowLeft size={14} />}
              onClick={() => go({})}
              data-testid="direct-members-back"
            >
              {t('direct.back_mine')}
            </Button>
          </Group>
        </Paper>
      )}

      {query.data && (
        <SummaryTiles
          tiles={[
            { label: t('direct.count'), value: query.data.total, testId: 'direct-count' },
            {
              label: t('direct.team'),
              value: query.data.parent.downline_count,
              testId: 'team-count',
            },
          ]}
        />
      )}

      <PagedRecords
        query={query}
        page={page}
        onPage={(next) => go({ parent, page: next })}
        emptyText={t(parent === undefined ? 'direct.empty' : 'direct.empty_other')}
      >
        {(records) => (
          <DirectMembersList records={records} onOpen={(member) => go({ parent: member.id })} />
        )}
      </PagedRecords>
    </Stack>
  );
}
