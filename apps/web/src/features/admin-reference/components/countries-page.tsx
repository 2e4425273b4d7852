import { Stack, Text } from '@mantine/core';
import type { AdminCountry } from '@rangkai/shared';
import { useState } from 'react';
import { type Column, DataTable } from '@/components/admin/data-table';
import { editColumn } from '@/components/admin/edit-column';
import { PageHeader } from '@/components/admin/page-header';
import { useIsAdmin } from '@/lib/admin-me';
import { useTranslation } from '@/lib/i18n';
import { useAdminCountries } from '../api/countries';
import { CountryModal } from './country-modal';
import { ReferenceListCard } from './reference-list-card';
import { OnOffBadge } from './yes-no-badge';

/** /admin/reference/countries: exchange rates and the deposit and registration switches. */
export function CountriesPage() {
  const { t } = useTranslation('adminReference');
  const canEdit = useIsAdmin();
  const countries = useAdminCountries();
  const [editing, setEditing] = useState<AdminCountry | null>(null);

  const columns: Column<AdminCountry>[] = [
    {
      key: 'name',
      label: t('countries.name'),
      hideInCard: true,
      render: (c) => (
        <Text fw={600} size="sm">
          {c.name_en}
        </Text>
      ),
    },
    {
      key: 'code',
      label: t('countries.code'),
      render: (c) => `${c.short_form} · +${c.country_code}`,
    },
    { key: 'sell', label: t('countries.sell'), numeric: true, render: (c) => c.sell },
    {
      key: 'deposit',
      label: t('countries.deposit_enabled'),
      render: (c) => <OnOffBadge on={c.deposit_enabled} />,
    },
    {
      key: 'registration',
      label: t('countries.registration_enabled'),
      render: (c) => <OnOffBadge on={c.registration_enabled} />,
    },
    { key: 'members', label: t('countries.members'), numeric: true, render: (c) => c.member_count },
    ...editColumn<AdminCountry>(canEdit, t('common.edit'), 'admin-country-edit', setEditing),
  ];

  return (
    <Stack gap="md" data-testid="admin-countries-page">
      <PageHeader title={t('countries.heading')} subtitle={t('countries.subtitle')} />
      <ReferenceListCard
        query={countries}
        searchFields={(c) => [c.name, c.name_en, c.short_form, c.country_code]}
        searchPlaceholder={t('countries.search')}
        emptyText={t('countries.empty')}
        readOnly={!canEdit}
        testId="admin-countries"
      >
        {(rows) => (
          <DataTable
            rows={rows}
            columns={columns}
            rowKey={(c) => c.id}
            cardTitle={(c) => c.name_en}
            onRowClick={canEdit ? setEditing : undefined}
            minWidth={760}
            testId="admin-countries-table"
          />
        )}
      </ReferenceListCard>
      <CountryModal country={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
