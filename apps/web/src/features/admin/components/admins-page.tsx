import { Badge, Button, Card, Stack } from '@mantine/core';
import type { AdminAccount } from '@rangkai/shared';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState, ErrorState, LoadingState } from '@/components/admin/data-state';
import { type Column, DataTable } from '@/components/admin/data-table';
import { PageHeader } from '@/components/admin/page-header';
import { formatDateTime } from '@/lib/date-format';
import { useTranslation } from '@/lib/i18n';
import { useAdmins } from '../api/admins';
import { CreateAdminModal } from './create-admin-modal';

/** /admin/admins: back-office accounts and their roles. */
export function AdminsPage() {
  const { t, i18n } = useTranslation('admin');
  const admins = useAdmins();
  const [creating, setCreating] = useState(false);

  const columns: Column<AdminAccount>[] = [
    { key: 'username', label: t('admins.username'), render: (a) => a.username },
    {
      key: 'role',
      label: t('admins.role'),
      render: (a) => (
        <Badge variant="light" color={a.role === 'admin' ? 'teal' : 'blue'}>
          {t(`roles.${a.role}`)}
        </Badge>
      ),
    },
    {
      key: 'status',
      label: t('members.status'),
      render: (a) => (
        <Badge variant="dot" color={a.status === 'active' ? 'teal' : 'red'}>
          {t(`member_status.${a.status}`)}
        </Badge>
      ),
    },
    {
      key: 'created',
      label: t('admins.created_at'),
      render: (a) => formatDateTime(a.created_at, i18n.language),
    },
  ];

  let body = <LoadingState />;
  if (admins.isError) {
    body = <ErrorState error={admins.error} onRetry={() => void admins.refetch()} />;
  } else if (admins.data) {
    body =
      admins.data.length === 0 ? (
        <EmptyState />
      ) : (
        <DataTable
          rows={admins.data}
          columns={columns}
          rowKey={(a) => a.id}
          minWidth={560}
          testId="admin-admins-table"
        />
      );
  }

  return (
    <Stack gap="md">
      <PageHeader
        title={t('admins.title')}
        subtitle={t('admins.subtitle')}
        actions={
          <Button
            leftSection={<IconUserPlus size={16} />}
            onClick={() => setCreating(true)}
            data-testid="admin-create-open"
          >
            {t('admins.create')}
          </Button>
        }
      />
      <Card withBorder radius="md" padding="sm">
        {body}
      </Card>
      <CreateAdminModal opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
