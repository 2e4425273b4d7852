import { Anchor, Card, Code, Group, Select, Stack, Text } from '@mantine/core';
import type { AuditLogEntry } from '@rangkai/shared';
import { Link, useSearchParams } from 'react-router';
import { CsvDownloadButton } from '@/components/admin/csv-download-button';
import { type Column, DataTable } from '@/components/admin/data-table';
import { PageHeader } from '@/components/admin/page-header';
import { PagedResult } from '@/components/admin/paged-result';
import { SearchBar } from '@/components/admin/search-bar';
import { formatDateTime } from '@/lib/date-format';
import { useTranslation } from '@/lib/i18n';
import { useAuditLog } from '../api/audit-log';
import { auditChanges } from '../lib/audit-changes';
import { auditActionKey, auditActions } from '../lib/labels';

function Target({ entry }: { entry: AuditLogEntry }) {
  const label = entry.target_label ?? entry.target_id ?? '—';
  if (entry.target_type === 'member' && entry.target_id) {
    return (
      <Anchor component={Link} to={`/admin/members/${entry.target_id}`} size="sm">
        {label}
      </Anchor>
    );
  }
  return (
    <Text size="sm">
      {label}
      {entry.target_type && (
        <Text span size="xs" c="dimmed">
          {' '}
          ({entry.target_type})
        </Text>
      )}
    </Text>
  );
}

/** /admin/audit-log: every admin action, searchable and filterable; nothing here edits it. */
export function AuditLogPage() {
  const { t, i18n } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const action = params.get('action') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const actionLabel = (name: string) => t(auditActionKey(name), { defaultValue: name });
  const log = useAuditLog({ q, action: action || undefined, page });

  const update = (next: { q?: string; action?: string; page?: number }) => {
    const merged = { q, action, page: 1, ...next };
    const search: Record<string, string> = {};
    if (merged.q) search.q = merged.q;
    if (merged.action) search.action = merged.action;
    if (merged.page > 1) search.page = String(merged.page);
    setParams(search);
  };

  const columns: Column<AuditLogEntry>[] = [
    {
      key: 'when',
      label: t('audit.when'),
      hideInCard: true,
      render: (e) => formatDateTime(e.created_at, i18n.language),
    },
    { key: 'who', label: t('audit.who'), render: (e) => e.admin_username },
    {
      key: 'action',
      label: t('audit.action'),
      hideInCard: true,
      // The translated action, with the stored code beneath for operators.
      render: (e) => (
        <Stack gap={0}>
          <Text size="sm" fw={600} data-testid="admin-audit-action">
            {actionLabel(e.action)}
          </Text>
          <Text component="code" size="xs" c="dimmed" ff="monospace" display="block">
            {e.action}
          </Text>
        </Stack>
      ),
    },
    { key: 'target', label: t('audit.target'), render: (e) => <Target entry={e} /> },
    { key: 'reason', label: t('audit.reason'), render: (e) => e.reason ?? '—' },
    {
      key: 'changes',
      label: t('audit.changes'),
      render: (e) => {
        const list = auditChanges(e.before, e.after);
        if (list.length === 0) return '—';
        return (
          <Stack gap={2}>
            {list.map((c) => (
              <Text key={c.key} size="xs" style={{ overflowWrap: 'anywhere' }}>
                <Code>{c.key}</Code> {c.from} → {c.to}
              </Text>
            ))}
          </Stack>
        );
      },
    },
  ];

  return (
    <Stack gap="md">
      <PageHeader
        title={t('audit.title')}
        subtitle={t('audit.subtitle')}
        actions={
          <CsvDownloadButton
            path="/api/admin/audit-log"
            query={{ q, action: action || undefined }}
            testId="admin-audit-csv"
          />
        }
      />
      <SearchBar
        query={q}
        onSearch={(next) => update({ q: next })}
        placeholder={t('audit.search_placeholder')}
        testId="admin-audit-search"
        inputStyle={{ flex: '1 1 220px' }}
        align="flex-end"
      >
        <Select
          value={action || null}
          onChange={(value) => update({ action: value ?? '' })}
          placeholder={t('audit.all_actions')}
          aria-label={t('audit.action')}
          clearable
          data={auditActions.map((a) => ({ value: a, label: actionLabel(a) }))}
          style={{ flex: '1 1 200px' }}
          data-testid="admin-audit-action-filter"
        />
      </SearchBar>
      <Card withBorder radius="md" padding="sm">
        <PagedResult
          query={log}
          page={page}
          onPage={(next) => update({ page: next })}
          emptyText={t('audit.empty')}
        >
          {(records) => (
            <DataTable
              rows={records}
              columns={columns}
              rowKey={(e) => e.id}
              cardTitle={(e) => (
                <Group gap="xs" justify="space-between" wrap="nowrap">
                  <Text fw={600} size="sm">
                    {actionLabel(e.action)}{' '}
                    <Text component="code" size="xs" c="dimmed" fw={400} ff="monospace">
                      {e.action}
                    </Text>
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(e.created_at, i18n.language)}
                  </Text>
                </Group>
              )}
              minWidth={980}
              testId="admin-audit-table"
            />
          )}
        </PagedResult>
      </Card>
    </Stack>
  );
}
