import { Badge, Group } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';

/** Active or hidden from members (products, categories, vouchers). */
export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('adminMall');
  return (
    <Badge
      size="sm"
      variant="light"
      color={active ? 'teal' : 'gray'}
      data-testid="admin-mall-active"
    >
      {t(active ? 'common.active' : 'common.inactive')}
    </Badge>
  );
}

/** A product's state: active or not, and featured on the mall's front page. */
export function ProductBadges({ active, featured }: { active: boolean; featured: boolean }) {
  const { t } = useTranslation('adminMall');
  return (
    <Group gap={4} wrap="nowrap">
      <ActiveBadge active={active} />
      {featured && (
        <Badge size="sm" variant="light" color="yellow" data-testid="admin-mall-featured">
          {t('products.featured')}
        </Badge>
      )}
    </Group>
  );
}
