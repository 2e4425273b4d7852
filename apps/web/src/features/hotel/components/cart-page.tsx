import { Button, Group, Stack, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { RecordsEmpty, RecordsError, RecordsLoading } from '@/components/record-states';
import { useTranslation } from '@/lib/i18n';
import { showError } from '@/lib/messages';
import { useHotelCart, useRemoveHotelCart } from '../api/hotels';
import { CartCheckout } from './cart-checkout';
import { CartLine } from './cart-line';

/** /web/hotel/cart: the stays to book (unavailable ones flagged, never dropped) and checkout. */
export function HotelCartPage() {
  const { t, i18n } = useTranslation('hotel');
  const cart = useHotelCart(i18n.language);
  const remove = useRemoveHotelCart();
  const lines = cart.data?.records ?? [];

  return (
    <Stack gap="sm" pb="xl">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Title order={3} style={{ minWidth: 0 }}>
          {t('cart.title')}
        </Title>
        <Button
          component={Link}
          to="/web/hotel"
          variant="subtle"
          size="compact-sm"
          leftSection={<IconSearch size={16} />}
          style={{ flexShrink: 0 }}
          data-testid="hotel-cart-search"
        >
          {t('cart.more')}
        </Button>
      </Group>
      {cart.isError && !cart.data ? (
        <RecordsError
          namespace="hotel"
          onRetry={() => void cart.refetch()}
          retrying={cart.isFetching}
        />
      ) : !cart.data ? (
        <RecordsLoading rows={2} />
      ) : lines.length === 0 ? (
        <RecordsEmpty text={t('cart.empty')} />
      ) : (
        <>
          {lines.map((line) => (
            <CartLine
              key={line.id}
              line={line}
              removing={remove.isPending && remove.variables === line.id}
              onRemove={() => remove.mutate(line.id, { onError: showError })}
            />
          ))}
          <CartCheckout cart={cart.data} onRefused={() => void cart.refetch()} />
        </>
      )}
    </Stack>
  );
}
