import { Badge, Stack, Text } from '@mantine/core';
import type { AdminState } from '@rangkai/shared';
import { useState } from 'react';
import { type Column, DataTable } from '@/components/admin/data-table';
import { editColumn } from '@/components/admin/edit-column';
import { PageHeader } from '@/components/admin/page-header';
import { useIsAdmin } from '@/lib/admin-me';
import { useTranslation } from '@/lib/i18n';
import { useAdminStates } from '../api/states';
import { ReferenceListCard } from './reference-list-card';
import { StateModal } from './state-modal';

/** /admin/reference/states: the Malaysian states and the shipping area each belongs to. */
export function StatesPage() {
  const { t } = useTranslation('adminReference');
  const canEdit = useIsAdmin();
  const states = useAdminStates();
  const [editing, setEditing] = useState<AdminState | null>(null);

  const columns: Column<AdminState>[] = [
    {
      key: 'name',
      label: t('states.name'),
      hideInCard: true,
      render: (s) => (
        <Text fw={600} size="sm">
          {s.name}
        </Text>
      ),
    },
    {
      key: 'area',
      label: t('states.area'),
      render: (s) => (
        <Badge size="sm" variant="light" color={s.area === 'East' ? 'orange' : 'blue'}>
          {t(`states.areas.${s.area}`)}
        </Badge>
      ),
    },
    ...editColumn<AdminState>(canEdit, t('common.edit'), 'admin-state-edit', setEditing),
  ];

  return (
    <Stack gap="md" data-testid="admin-states-page">
      <PageHeader title={t('states.heading')} subtitle={t('states.subtitle')} />
      <ReferenceListCard
        query={states}
        searchFields={(s) => [s.name, t(`states.areas.${s.area}`)]}
        searchPlaceholder={t('states.search')}
        emptyText={t('states.empty')}
        readOnly={!canEdit}
        testId="admin-states"
      >
        {(rows) => (
          <DataTable
            rows={rows}
            columns={columns}
            rowKey={(s) => s.id}
            cardTitle={(s) => s.name}
            onRowClick={canEdit ? setEditing : undefined}
            minWidth={480}
            testId="admin-states-table"
          />
        )}
      </ReferenceListCard>
      <StateModal state={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
