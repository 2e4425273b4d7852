import { Button, Stack, Text } from '@mantine/core';
import type { AdminCollectPoint } from '@rangkai/shared';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { type Column, DataTable } from '@/components/admin/data-table';
import { editColumn } from '@/components/admin/edit-column';
import { PageHeader } from '@/components/admin/page-header';
import { useIsAdmin } from '@/lib/admin-me';
import { useTranslation } from '@/lib/i18n';
import { useAdminCollectPoints } from '../api/collect-points';
import { CollectPointModal } from './collect-point-modal';
import { ReferenceListCard } from './reference-list-card';
import { OnOffBadge } from './yes-no-badge';

const dash = (text: string | null) =>
  text || (
    <Text span size="sm" c="dimmed">
      —
    </Text>
  );

/** /admin/reference/collect-points: every centre; admins add, edit and switch them off. */
export function CollectPointsPage() {
  const { t } = useTranslation('adminReference');
  const canEdit = useIsAdmin();
  const points = useAdminCollectPoints();
  const [editing, setEditing] = useState<AdminCollectPoint | null>(null);
  const [opened, setOpened] = useState(false);
  const open = (point: AdminCollectPoint | null) => {
    setEditing(point);
    setOpened(true);
  };

  const columns: Column<AdminCollectPoint>[] = [
    {
      key: 'name',
      label: t('collect_points.name'),
      hideInCard: true,
      render: (p) => (
        <Text fw={600} size="sm">
          {p.name}
        </Text>
      ),
    },
    {
      key: 'address',
      label: t('collect_points.address'),
      render: (p) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {p.address}
        </Text>
      ),
    },
    {
      key: 'hours',
      label: t('collect_points.opening_hours'),
      render: (p) => dash(p.opening_hours),
    },
    { key: 'remark', label: t('collect_points.remark'), render: (p) => dash(p.remark) },
    {
      key: 'orders',
      label: t('collect_points.orders'),
      numeric: true,
      render: (p) => p.order_count,
    },
    {
      key: 'active',
      label: t('collect_points.state'),
      render: (p) => (
        <OnOffBadge on={p.active} labels={[t('common.active'), t('common.inactive')]} />
      ),
    },
    ...editColumn<AdminCollectPoint>(canEdit, t('common.edit'), 'admin-collect-point-edit', open),
  ];

  return (
    <Stack gap="md" data-testid="admin-collect-points-page">
      <PageHeader
        title={t('collect_points.heading')}
        subtitle={t('collect_points.subtitle')}
        actions={
          canEdit && (
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => open(null)}
              data-testid="admin-collect-point-new"
            >
              {t('collect_points.new')}
            </Button>
          )
        }
      />
      <ReferenceListCard
        query={points}
        searchFields={(p) => [p.name, p.address, p.remark, p.opening_hours]}
        searchPlaceholder={t('collect_points.search')}
        emptyText={t('collect_points.empty')}
        readOnly={!canEdit}
        testId="admin-collect-points"
      >
        {(rows) => (
          <DataTable
            rows={rows}
            columns={columns}
            rowKey={(p) => p.id}
            cardTitle={(p) => p.name}
            onRowClick={canEdit ? open : undefined}
            minWidth={860}
            testId="admin-collect-points-table"
          />
        )}
      </ReferenceListCard>
      <CollectPointModal opened={opened} point={editing} onClose={() => setOpened(false)} />
    </Stack>
  );
}
