import { Badge, Group, Stack } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';

/** Active or hidden from members (products, categories, vouchers). */
export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('adminMall');
  return (
    <Badge
      size="sm"
      variant="light"
      color={active ? 'teal' : 'gray'}
      style={{ flexShrink: 0, minWidth: 'max-content' }}
      data-testid="admin-mall-active"
    >
      {t(active ? 'common.active' : 'common.inactive')}
    </Badge>
  );
}

/** A product's state: active or not, and featured on the mall's front page (stacked in a table). */
export function ProductBadges({
  active,
  featured,
  stacked = false,
}: {
  active: boolean;
  featured: boolean;
  stacked?: boolean;
}) {
  const { t } = useTranslation('adminMall');
  const badges = (
    <>
      <ActiveBadge active={active} />
      {featured && (
        <Badge
          size="sm"
          variant="light"
          color="yellow"
          style={{ minWidth: 'max-content' }}
          data-testid="admin-mall-featured"
        >
          {t('products.featured')}
        </Badge>
      )}
    </>
  );
  return stacked ? (
    <Stack gap={4} align="flex-start">
      {badges}
    </Stack>
  ) : (
    <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
      {badges}
    </Group>
  );
}
