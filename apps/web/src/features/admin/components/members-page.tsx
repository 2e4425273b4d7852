import { Anchor, Card, Stack, Text } from '@mantine/core';
import type { AdminMemberRow } from '@rangkai/shared';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CsvDownloadButton } from '@/components/admin/csv-download-button';
import { type Column, DataTable } from '@/components/admin/data-table';
import { PageHeader } from '@/components/admin/page-header';
import { PagedResult } from '@/components/admin/paged-result';
import { SearchBar } from '@/components/admin/search-bar';
import { formatDate } from '@/lib/date-format';
import { useDisplayNames } from '@/lib/display-names';
import { useTranslation } from '@/lib/i18n';
import { useMembers } from '../api/members';
import { KycBadge, MemberStatusBadge } from './status-badges';

/** /admin/members: one search box over username, code, name, e-mail, phone and IC. */
export function MembersPage() {
  const { t, i18n } = useTranslation('admin');
  const names = useDisplayNames();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const members = useMembers(q, page);
  const goTo = (next: number) => setParams({ ...(q ? { q } : {}), page: String(next) });

  const columns: Column<AdminMemberRow>[] = [
    {
      key: 'username',
      label: t('members.username'),
      render: (m) => (
        <Anchor
          component={Link}
          to={`/admin/members/${m.id}`}
          fw={600}
          data-testid="admin-member-link"
        >
          {m.username}
        </Anchor>
      ),
    },
    {
      key: 'code',
      label: t('members.member_code'),
      render: (m) => (
        <Text ff="monospace" size="sm">
          {m.member_code}
        </Text>
      ),
    },
    { key: 'fullname', label: t('members.fullname'), render: (m) => m.fullname },
    {
      key: 'contact',
      label: t('members.contact'),
      render: (m) => (
        <Stack gap={0}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {m.email ?? '—'}
          </Text>
          <Text size="xs" c="dimmed">
            {m.contact_number ?? ''}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'package',
      label: t('members.package'),
      render: (m) => names.packageName({ package_name: '', package_name_en: m.package_name_en }),
    },
    { key: 'kyc', label: t('members.kyc'), render: (m) => <KycBadge status={m.kyc_status} /> },
    {
      key: 'status',
      label: t('members.status'),
      render: (m) => <MemberStatusBadge status={m.status} />,
    },
    {
      key: 'joined',
      label: t('members.joined'),
      render: (m) => formatDate(m.created_at, i18n.language),
    },
  ];

  return (
    <Stack gap="md">
      <PageHeader
        title={t('members.title')}
        subtitle={t('members.subtitle')}
        actions={
          <CsvDownloadButton path="/api/admin/members" query={{ q }} testId="admin-members-csv" />
        }
      />
      <SearchBar
        query={q}
        onSearch={(next) => setParams(next ? { q: next } : {})}
        placeholder={t('members.search_placeholder')}
        testId="admin-member-search"
        inputStyle={{ flex: 1 }}
        wrap="nowrap"
        loading={members.isFetching && !members.isPending}
      />
      <Card withBorder radius="md" padding="sm">
        <PagedResult
          query={members}
          page={page}
          onPage={goTo}
          emptyText={q ? t('members.no_match', { q }) : undefined}
        >
          {(records) => (
            <DataTable
              rows={records}
              columns={columns}
              rowKey={(m) => m.id}
              onRowClick={(m) => navigate(`/admin/members/${m.id}`)}
              minWidth={900}
              wrapHeadings
              testId="admin-members-table"
            />
          )}
        </PagedResult>
      </Card>
    </Stack>
  );
}
