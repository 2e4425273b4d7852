import { Button, Card, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '@/components/admin/data-state';
import { type Column, DataTable } from '@/components/admin/data-table';
import { editColumn } from '@/components/admin/edit-column';
import { PageHeader } from '@/components/admin/page-header';
import { useIsAdmin } from '@/lib/admin-me';
import { useTranslation } from '@/lib/i18n';
import { type AdminCategory, useAdminCategories } from '../api/categories';
import { CategoryModal } from './category-modal';
import { ActiveBadge } from './status-badges';

/** /admin/mall/categories: every category with its product count; create and edit. */
export function CategoriesPage() {
  const { t } = useTranslation('adminMall');
  const canEdit = useIsAdmin();
  const categories = useAdminCategories();
  const [editing, setEditing] = useState<AdminCategory | null>(null);
  const [opened, setOpened] = useState(false);
  const open = (category: AdminCategory | null) => {
    setEditing(category);
    setOpened(true);
  };
  const dash = (text: string | null) =>
    text || (
      <Text span size="sm" c="dimmed">
        —
      </Text>
    );

  const columns: Column<AdminCategory>[] = [
    {
      key: 'name_en',
      label: `${t('categories.name')} · ${t('languages.en')}`,
      hideInCard: true,
      render: (c) => (
        <Text fw={600} size="sm">
          {c.name_en}
        </Text>
      ),
    },
    { key: 'name_zh', label: t('languages.zh'), render: (c) => dash(c.name_zh) },
    { key: 'name_ms', label: t('languages.ms'), render: (c) => dash(c.name_ms) },
    {
      key: 'products',
      label: t('categories.products'),
      numeric: true,
      render: (c) => (
        <Text
          component={Link}
          to={`/admin/mall/products?category=${c.id}`}
          size="sm"
          c="teal.7"
          onClick={(event) => event.stopPropagation()}
          data-testid="admin-mall-category-products"
        >
          {c.product_count}
        </Text>
      ),
    },
    { key: 'sort', label: t('categories.sort_order'), numeric: true, render: (c) => c.sort_order },
    { key: 'active', label: t('products.state'), render: (c) => <ActiveBadge active={c.active} /> },
    ...editColumn<AdminCategory>(canEdit, t('common.edit'), 'admin-mall-category-edit', open),
  ];

  let body = <LoadingState />;
  if (categories.isError) {
    body = <ErrorState error={categories.error} onRetry={() => void categories.refetch()} />;
  } else if (categories.data?.length === 0) {
    body = <EmptyState text={t('categories.empty')} />;
  } else if (categories.data) {
    body = (
      <DataTable
        rows={categories.data}
        columns={columns}
        rowKey={(c) => c.id}
        cardTitle={(c) => c.name_en}
        onRowClick={canEdit ? open : undefined}
        minWidth={720}
        testId="admin-mall-categories-table"
      />
    );
  }

  return (
    <Stack gap="md" data-testid="admin-mall-categories-page">
      <PageHeader
        title={t('categories.heading')}
        subtitle={t('categories.subtitle')}
        actions={
          canEdit && (
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => open(null)}
              data-testid="admin-mall-category-new"
            >
              {t('categories.new')}
            </Button>
          )
        }
      />
      <Card withBorder radius="md" padding="sm">
        {body}
      </Card>
      <CategoryModal opened={opened} category={editing} onClose={() => setOpened(false)} />
    </Stack>
  );
}
