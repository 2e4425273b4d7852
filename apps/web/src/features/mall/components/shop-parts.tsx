import {
  Alert,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import type { Product } from '@rangkai/shared';
import { IconAlertTriangle, IconPhoto, IconShoppingBagSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { Prices } from './price';
import classes from './shop.module.css';

/** A square picture that loads when it scrolls near; a grey icon when the product has none. */
export function Thumb({
  src,
  alt,
  eager,
}: {
  src: string | null | undefined;
  alt: string;
  eager?: boolean;
}) {
  return (
    <div className={classes.thumb}>
      {src ? (
        <img src={src} alt={alt} loading={eager ? 'eager' : 'lazy'} decoding="async" />
      ) : (
        <IconPhoto size={32} stroke={1.2} color="var(--mantine-color-gray-5)" />
      )}
    </div>
  );
}

export function PremiumBadge() {
  const { t } = useTranslation('mall');
  return (
    <Badge size="xs" color="grape" variant="light" tt="none" data-testid="premium-badge">
      {t('price.premium')}
    </Badge>
  );
}

export function ProductCard({ product }: { product: Product }) {
  const { t } = useTranslation('mall');
  return (
    <Card
      component={Link}
      to={`/web/product/details?id=${product.id}`}
      withBorder
      radius="md"
      padding={0}
      className={classes.card}
      data-testid="product-card"
    >
      <Thumb src={product.product_image_path[0]?.thumb_image_path} alt={product.name} />
      <Stack gap={4} p="xs">
        <Text size="sm" lineClamp={2} lh={1.3} className={classes.name} data-testid="product-name">
          {product.name}
        </Text>
        <Prices credit={product.my_price.credit} cash={product.my_price.cash} />
        <Group gap={4}>
          {product.premium && <PremiumBadge />}
          {product.stock <= 0 && (
            <Badge size="xs" color="gray" variant="light" tt="none">
              {t('stock.out')}
            </Badge>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/** Grey cards in the grid's shape while products load. */
export function ProductGridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div className={classes.grid} aria-busy data-testid="products-loading">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Card key={i} withBorder radius="md" padding={0}>
          <Skeleton className={classes.thumb} radius={0} />
          <Stack gap={6} p="xs">
            <Skeleton h={12} />
            <Skeleton h={12} w="60%" />
          </Stack>
        </Card>
      ))}
    </div>
  );
}

export function ProductGrid({ children }: { children: ReactNode }) {
  return (
    <div className={classes.grid} data-testid="product-grid">
      {children}
    </div>
  );
}

/** A load that failed, with a retry. */
export function LoadError({ onRetry, retrying }: { onRetry: () => void; retrying?: boolean }) {
  const { t } = useTranslation('mall');
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      data-testid="mall-error"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('errors:fetch_failed')}</Text>
        <Button size="xs" variant="light" color="red" loading={retrying} onClick={onRetry}>
          {t('retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

export function EmptyState({
  text,
  action,
  testId = 'mall-empty',
}: {
  text: string;
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <Paper withBorder radius="md" py="xl" px="md" data-testid={testId}>
      <Center>
        <Stack align="center" gap={8}>
          <IconShoppingBagSearch size={40} stroke={1.4} color="var(--mantine-color-gray-5)" />
          <Text size="sm" c="dimmed" ta="center">
            {text}
          </Text>
          {action}
        </Stack>
      </Center>
    </Paper>
  );
}
