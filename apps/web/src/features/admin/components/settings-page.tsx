import { Button, Card, Divider, Stack, Text, Title } from '@mantine/core';
import type { AdminPackage, AdminSetting } from '@rangkai/shared';
import { IconPencil } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { ErrorState, LoadingState } from '@/components/admin/data-state';
import { type Column, DataTable } from '@/components/admin/data-table';
import { PageHeader } from '@/components/admin/page-header';
import { useTranslation } from '@/lib/i18n';
import { groupMoney } from '@/lib/money';
import { usePackages, useSettings } from '../api/settings';
import { PackageEditModal } from './package-edit-modal';
import { SettingHistoryModal } from './setting-history-modal';
import { SettingRow } from './setting-row';

const GROUPS = ['wallet', 'bonus', 'rank', 'withdraw', 'shipping', 'security', 'system'] as const;

function PackagesCard() {
  const { t } = useTranslation('admin');
  const packages = usePackages();
  const [editing, setEditing] = useState<AdminPackage | null>(null);

  const columns: Column<AdminPackage>[] = [
    { key: 'name', label: t('packages.name'), render: (p) => `${p.id} · ${p.package_name_en}` },
    { key: 'price', label: t('packages.price'), numeric: true, render: (p) => groupMoney(p.price) },
    { key: 'bv', label: t('packages.bv'), numeric: true, render: (p) => groupMoney(p.bv) },
    {
      key: 'cap',
      label: t('packages.pairing_cap'),
      numeric: true,
      render: (p) => groupMoney(p.pairing_cap),
    },
    { key: 'depth', label: t('packages.level_depth'), numeric: true, render: (p) => p.level_depth },
    { key: 'members', label: t('packages.members'), numeric: true, render: (p) => p.members },
    {
      key: 'edit',
      label: '',
      render: (p) => (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPencil size={14} />}
          onClick={() => setEditing(p)}
          data-testid={`admin-package-edit-${p.id}`}
        >
          {t('actions.edit')}
        </Button>
      ),
    },
  ];

  return (
    <Card withBorder radius="md" padding="md">
      <Title order={3} size="h4">
        {t('packages.title')}
      </Title>
      <Text size="xs" c="dimmed" mb="sm">
        {t('packages.subtitle')}
      </Text>
      {packages.isPending && <LoadingState />}
      {packages.isError && (
        <ErrorState error={packages.error} onRetry={() => void packages.refetch()} />
      )}
      {packages.data && (
        <DataTable
          rows={packages.data}
          columns={columns}
          rowKey={(p) => p.id}
          minWidth={720}
          testId="admin-packages-table"
        />
      )}
      <PackageEditModal pkg={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}

/** /admin/settings: every BUSINESS_RULES setting, grouped, edited in place; packages below. */
export function SettingsPage() {
  const { t } = useTranslation('admin');
  const settings = useSettings();
  const [history, setHistory] = useState<AdminSetting | null>(null);

  let groups = <LoadingState />;
  if (settings.isError) {
    groups = <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />;
  } else if (settings.data) {
    const list = settings.data;
    groups = (
      <Stack gap="md">
        {GROUPS.map((group) => {
          const items = list.filter((s) => s.group === group);
          if (items.length === 0) return null;
          return (
            <Card
              key={group}
              withBorder
              radius="md"
              padding="md"
              data-testid={`admin-settings-${group}`}
            >
              <Title order={3} size="h4" mb={4}>
                {t(`settings.groups.${group}`)}
              </Title>
              {group === 'rank' && (
                <Text size="xs" c="dimmed" mb={4} data-testid="admin-settings-rank-hint">
                  {t('settings.rank_hint')}
                </Text>
              )}
              {items.map((s, i) => (
                <Fragment key={s.key}>
                  {i > 0 && <Divider />}
                  <SettingRow setting={s} onHistory={setHistory} />
                </Fragment>
              ))}
            </Card>
          );
        })}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <PageHeader title={t('settings.title')} subtitle={t('settings.subtitle')} />
      {groups}
      <PackagesCard />
      <SettingHistoryModal setting={history} onClose={() => setHistory(null)} />
    </Stack>
  );
}
