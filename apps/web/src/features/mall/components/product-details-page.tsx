import { Button, Card, Divider, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconShoppingCartPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n';
import { loginPath } from '@/lib/login-redirect';
import { showError, showSuccess } from '@/lib/messages';
import { useToken } from '@/lib/session';
import { useCartAction } from '../api/cart';
import { useProduct } from '../api/catalogue';
import { clampQuantity } from '../lib/cart';
import { PriceNote, Prices } from './price';
import { QuantityStepper } from './quantity-stepper';
import classes from './shop.module.css';
import { EmptyState, LoadError, PremiumBadge } from './shop-parts';

/**
 * The product's pictures as a swipeable strip (scroll snap, one picture per view) with a counter;
 * no carousel library, so the mall's chunk names no extra shared chunk in the first load.
 */
function Pictures({
  images,
  name,
}: {
  images: { id: number; public_image_path: string }[];
  name: string;
}) {
  const [current, setCurrent] = useState(0);
  if (images.length === 0) return <div className={classes.slide} />;
  return (
    <div className={classes.gallery}>
      <div
        className={classes.strip}
        onScroll={(event) => {
          const strip = event.currentTarget;
          setCurrent(Math.round(strip.scrollLeft / Math.max(1, strip.clientWidth)));
        }}
        data-testid="product-pictures"
      >
        {images.map((image, index) => (
          <div key={image.id} className={classes.slide}>
            <img
              src={image.public_image_path}
              alt={name}
              loading={index === 0 ? 'eager' : 'lazy'}
              decoding="async"
            />
          </div>
        ))}
      </div>
      {images.length > 1 && (
        <span className={classes.counter} data-testid="picture-counter">
          {Math.min(current, images.length - 1) + 1}/{images.length}
        </span>
      )}
    </div>
  );
}

function BackToShop() {
  const { t } = useTranslation('mall');
  return (
    <Button
      component={Link}
      to="/web/dashboard"
      variant="subtle"
      size="xs"
      leftSection={<IconArrowLeft size={14} />}
    >
      {t('back_to_shop')}
    </Button>
  );
}

/** Spec §2 product details: pictures, name, prices, stock, description, quantity, add to cart. */
export function ProductDetailsPage() {
  const { t, i18n } = useTranslation('mall');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const validId = Number.isInteger(id) && id > 0 ? id : 0;
  const query = useProduct(validId, i18n.language);
  const signedIn = useToken() !== null;
  const navigate = useNavigate();
  const location = useLocation();
  const addCart = useCartAction('addCart');
  const [quantity, setQuantity] = useState(1);

  if (
    !validId ||
    (query.isError &&
      isApiError(query.error) &&
      ['NO_PRODUCT_MATCH', 'NOT_FOUND', 'VALIDATION_ERROR'].includes(query.error.code))
  ) {
    return (
      <Stack gap="sm">
        <EmptyState
          text={t('details.not_found')}
          testId="product-not-found"
          action={<BackToShop />}
        />
      </Stack>
    );
  }
  if (query.isPending) {
    return (
      <Stack gap="sm" aria-busy data-testid="product-loading">
        <Skeleton className={classes.slide} />
        <Skeleton h={20} w="70%" />
        <Skeleton h={16} w="40%" />
      </Stack>
    );
  }
  if (query.isError)
    return <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />;

  const product = query.data;
  const inStock = product.stock > 0;
  const add = () => {
    if (!signedIn) {
      // The login page says why it is asked for and comes back here afterwards.
      void navigate(loginPath(`${location.pathname}${location.search}`, 'cart'));
      return;
    }
    addCart.mutate(
      { mall_product_id: product.id, quantity: clampQuantity(quantity, product.stock) },
      {
        onSuccess: () => showSuccess('mall:details.added'),
        onError: (error) => {
          showError(error);
          void query.refetch();
        },
      },
    );
  };

  return (
    <Stack gap="md" data-testid="product-details" pb="xl">
      <Card withBorder radius="md" padding={0}>
        <Pictures images={product.product_image_path} name={product.name} />
      </Card>
      <Stack gap={6}>
        <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }} data-testid="product-title">
          {product.name}
        </Title>
        <Group justify="space-between" align="flex-end">
          <Prices credit={product.my_price.credit} cash={product.my_price.cash} size="lg" />
          {product.premium && <PremiumBadge />}
        </Group>
        <Text size="sm" c={inStock ? 'dimmed' : 'red'} data-testid="product-stock">
          {inStock ? t('stock.left', { count: product.stock }) : t('stock.out')}
        </Text>
        <Text size="xs" c="dimmed">
          {product.category_name}
        </Text>
        <PriceNote />
      </Stack>
      <Divider />
      {product.description && (
        <Stack gap={4}>
          <Text fw={700} size="sm">
            {t('details.description')}
          </Text>
          <Text size="sm" className={classes.description} data-testid="product-description">
            {product.description}
          </Text>
        </Stack>
      )}
      <div className={classes.stickyBar}>
        <Group justify="space-between" wrap="nowrap">
          <QuantityStepper
            value={quantity}
            stock={product.stock}
            onChange={setQuantity}
            disabled={!inStock}
          />
          <Button
            leftSection={<IconShoppingCartPlus size={18} />}
            onClick={add}
            loading={addCart.isPending}
            disabled={!inStock}
            color="orange"
            data-testid="add-to-cart"
          >
            {t('details.add_to_cart')}
          </Button>
        </Group>
      </div>
    </Stack>
  );
}
