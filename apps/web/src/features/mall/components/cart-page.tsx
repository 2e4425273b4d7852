import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { CartLine } from '@rangkai/shared';
import { IconAlertTriangle, IconX } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { showError } from '@/lib/messages';
import { useCart, useCartAction } from '../api/cart';
import { canBuy, chosenTotals } from '../lib/cart';
import { PriceLine, PriceNote, Prices } from './price';
import { QuantityStepper } from './quantity-stepper';
import classes from './shop.module.css';
import { EmptyState, LoadError, Thumb } from './shop-parts';

function CartRow({
  line,
  chosen,
  onChoose,
}: {
  line: CartLine;
  chosen: boolean;
  onChoose: (chosen: boolean) => void;
}) {
  const { t } = useTranslation('mall');
  const update = useCartAction('updateCart');
  const remove = useCartAction('removeCart');
  const buyable = canBuy(line);
  return (
    <Card withBorder radius="md" padding="xs" data-testid="cart-line">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Checkbox
          checked={chosen && buyable}
          disabled={!buyable}
          onChange={(event) => onChoose(event.currentTarget.checked)}
          aria-label={t('cart.choose', { name: line.name })}
          mt={28}
          data-testid="cart-choose"
        />
        <Link
          to={`/web/product/details?id=${line.mall_product_id}`}
          style={{ width: 72, flexShrink: 0 }}
        >
          <Thumb src={line.thumb_image_path} alt={line.name} />
        </Link>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text
            size="sm"
            lineClamp={2}
            style={{ overflowWrap: 'anywhere' }}
            data-testid="cart-line-name"
          >
            {line.name}
          </Text>
          <Prices credit={line.my_price.credit} cash={line.my_price.cash} />
          {line.problem && (
            <Text size="xs" c="red" data-testid="cart-problem">
              <IconAlertTriangle size={12} style={{ verticalAlign: 'middle' }} />{' '}
              {t(`cart.problem.${line.problem}`, { count: line.stock })}
            </Text>
          )}
          <Group justify="space-between" wrap="nowrap">
            <QuantityStepper
              value={line.quantity}
              stock={Math.max(line.stock, 1)}
              disabled={update.isPending || line.problem === 'unavailable'}
              onChange={(quantity) =>
                quantity !== line.quantity &&
                update.mutate(
                  { mall_product_id: line.mall_product_id, quantity },
                  { onError: showError },
                )
              }
              testId="cart-quantity"
            />
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('cart.remove')}
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(
                  { mall_product_id: line.mall_product_id, quantity: 1 },
                  { onError: showError },
                )
              }
              data-testid="cart-remove"
            >
              <IconX size={18} />
            </ActionIcon>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}

/** Spec §2 cart: lines (problems shown, not dropped), choose lines, subtotal, checkout. */
export function CartPage() {
  const { t, i18n } = useTranslation('mall');
  const cart = useCart(i18n.language);
  const navigate = useNavigate();
  // Lines the member unticked; every line that can be bought starts ticked.
  const [unchosen, setUnchosen] = useState<Set<number>>(new Set());
  const lines = cart.data?.lines ?? [];
  const chosen = useMemo(
    () =>
      new Set(
        lines
          .filter((l) => canBuy(l) && !unchosen.has(l.mall_product_id))
          .map((l) => l.mall_product_id),
      ),
    [lines, unchosen],
  );
  const totals = chosenTotals(lines, chosen);
  const buyable = lines.filter(canBuy);

  const setChosen = (id: number, on: boolean) =>
    setUnchosen((prev) => {
      const next = new Set(prev);
      if (on) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Stack gap="md">
      <Title order={3}>{t('cart.title')}</Title>
      {cart.isPending ? (
        <Stack gap="xs" aria-busy data-testid="cart-loading">
          {[1, 2].map((i) => (
            <Skeleton key={i} h={96} radius="md" />
          ))}
        </Stack>
      ) : cart.isError ? (
        <LoadError onRetry={() => void cart.refetch()} retrying={cart.isFetching} />
      ) : lines.length === 0 ? (
        <EmptyState
          text={t('cart.empty')}
          testId="cart-empty"
          action={
            <Button component={Link} to="/web/dashboard" size="xs" variant="light">
              {t('back_to_shop')}
            </Button>
          }
        />
      ) : (
        <>
          {lines.some((l) => l.problem) && (
            <Alert
              color="orange"
              variant="light"
              p="xs"
              icon={<IconAlertTriangle size={16} />}
              data-testid="cart-problems"
            >
              {t('cart.problems')}
            </Alert>
          )}
          <Checkbox
            label={t('cart.choose_all')}
            checked={buyable.length > 0 && chosen.size === buyable.length}
            indeterminate={chosen.size > 0 && chosen.size < buyable.length}
            onChange={(event) =>
              setUnchosen(
                event.currentTarget.checked
                  ? new Set()
                  : new Set(buyable.map((l) => l.mall_product_id)),
              )
            }
            data-testid="cart-choose-all"
          />
          <PriceNote />
          <Stack gap="xs" data-testid="cart-lines">
            {lines.map((line) => (
              <CartRow
                key={line.mall_product_id}
                line={line}
                chosen={chosen.has(line.mall_product_id)}
                onChoose={(on) => setChosen(line.mall_product_id, on)}
              />
            ))}
          </Stack>
          <div className={classes.stickyBar}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Stack gap={0} data-testid="cart-subtotal">
                <Text size="xs" c="dimmed">
                  {t('cart.subtotal', { count: totals.units })}
                </Text>
                <PriceLine kind="credit" amount={totals.credit} testId="cart-subtotal-credit" />
                <PriceLine kind="cash" amount={totals.cash} testId="cart-subtotal-cash" />
              </Stack>
              <Button
                color="orange"
                disabled={chosen.size === 0}
                onClick={() => void navigate(`/web/product/checkout?ids=${[...chosen].join(',')}`)}
                data-testid="cart-checkout"
              >
                {t('cart.checkout', { count: totals.units })}
              </Button>
            </Group>
          </div>
        </>
      )}
    </Stack>
  );
}
