import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AdminProduct } from '@rangkai/shared';
import { useTranslation } from '@/lib/i18n';
import { groupMoney } from '@/lib/money';
import { priceFields } from '../lib/product-form';
import { coverThumb } from '../lib/product-list';
import { ProductThumb } from './product-thumb';
import { ProductBadges } from './status-badges';
import { StockText } from './stock-text';

/** A product on a phone: cover, names, category, the four prices, stock, sold and state. */
export function ProductCard({ product, onOpen }: { product: AdminProduct; onOpen: () => void }) {
  const { t } = useTranslation('adminMall');
  const others = [product.product_name_cn, product.product_name_ms].filter(Boolean).join(' · ');
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      onClick={onOpen}
      style={{ cursor: 'pointer' }}
      data-testid="admin-mall-products-table-row"
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ProductThumb src={coverThumb(product)} size={56} />
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Text fw={600} size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {product.product_name}
          </Text>
          {others && (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {others}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {product.category_name}
          </Text>
        </Stack>
      </Group>
      <SimpleGrid cols={2} spacing={4} verticalSpacing={2} mt="xs">
        {priceFields.map((field) => (
          <Group key={field} gap={4} justify="space-between" wrap="nowrap">
            <Text size="xs" c="dimmed" truncate>
              {t(`prices.${field}`)}
            </Text>
            <Text size="xs" fw={600}>
              {groupMoney(product.price[field])}
            </Text>
          </Group>
        ))}
      </SimpleGrid>
      <Group justify="space-between" mt="xs" gap="xs">
        <Group gap="md">
          <Text size="xs" c="dimmed">
            {t('products.stock')} <StockText stock={product.stock} />
          </Text>
          <Text size="xs" c="dimmed">
            {t('products.sold')}{' '}
            <Text span size="sm" c="var(--mantine-color-text)">
              {product.sold}
            </Text>
          </Text>
        </Group>
        <ProductBadges active={product.active} featured={product.featured} />
      </Group>
    </Card>
  );
}
