import {
  Alert,
  Anchor,
  Button,
  Card,
  Divider,
  Group,
  Radio,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { type CheckoutQuoteRequest, parseMoney, type QuoteReply } from '@rangkai/shared';
import { IconAlertTriangle, IconShoppingBagCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AmountInput } from '@/components/amount-input';
import { FormSubmit } from '@/components/form-submit';
import { useLookup } from '@/features/global';
import { isApiError } from '@/lib/api-error';
import { applyServerErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n';
import { useIdempotencyKey } from '@/lib/idempotency';
import { formatRm, groupMoney } from '@/lib/money';
import { useAddresses } from '../api/addresses';
import { usePlaceOrder, useQuote } from '../api/checkout';
import { useVouchers } from '../api/vouchers';
import { parseIds } from '../lib/cart';
import { useDebounced } from '../lib/use-debounced';
import { voucherOff } from '../lib/voucher';
import { LoadError } from './shop-parts';

type Mode = 'delivery' | 'collection';
type PaymentType = 'credit' | 'cash';

const codeFields: Record<string, string> = {
  INCORRECT_SEC_PASSWORD: 'sec_password',
  SEC_PASSWORD_LOCKED: 'sec_password',
  SEC_PASSWORD_NOT_SET: 'sec_password',
};

function Section({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Card withBorder radius="md" padding="sm" data-testid={testId}>
      <Text fw={700} size="sm" mb="xs">
        {title}
      </Text>
      {children}
    </Card>
  );
}

function Line({
  label,
  value,
  strong,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size="sm" c={strong ? undefined : 'dimmed'} fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} data-testid={testId} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

/** Under the chosen centre: its address and, when set, its opening hours. */
const centreDescription = (point?: { address: string; opening_hours: string | null }) =>
  point ? [point.address, point.opening_hours].filter(Boolean).join(' · ') : undefined;

/** The quote: lines, subtotal, discount, shipping, total and what each wallet pays. */
function QuoteCard({ quote, updating }: { quote: QuoteReply; updating: boolean }) {
  const { t } = useTranslation('mall');
  const wallets =
    quote.payment_type === 'credit' ? (['point2', 'point4'] as const) : (['point1'] as const);
  return (
    <Section
      title={`${t('checkout.summary')} · ${t(`checkout.${quote.payment_type}`)}`}
      testId="checkout-quote"
    >
      <Stack gap={6} style={{ opacity: updating ? 0.6 : 1 }}>
        {quote.lines.map((line) => (
          <Group key={line.mall_product_id} justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {line.name} × {line.quantity}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {formatRm(line.line_total)}
            </Text>
          </Group>
        ))}
        <Divider />
        <Line
          label={t('checkout.subtotal')}
          value={formatRm(quote.subtotal)}
          testId="quote-subtotal"
        />
        {(parseMoney(quote.discount) ?? 0n) > 0n && (
          <Line
            label={t('checkout.discount')}
            value={`- ${formatRm(quote.discount)}`}
            testId="quote-discount"
          />
        )}
        <Line
          label={t('checkout.shipping')}
          value={formatRm(quote.shipping_fee)}
          testId="quote-shipping"
        />
        <Line
          label={t('checkout.total')}
          value={formatRm(quote.total)}
          strong
          testId="quote-total"
        />
        <Divider label={t('checkout.pay_from')} labelPosition="left" />
        {wallets.map((wallet) => (
          <Group key={wallet} justify="space-between" wrap="nowrap" gap="xs">
            <Stack gap={0}>
              <Text size="sm">{t(`wallet.${wallet}`)}</Text>
              <Text size="xs" c="dimmed" data-testid={`balance-${wallet}`}>
                {t('checkout.balance', { amount: formatRm(quote.balances[wallet]) })}
              </Text>
            </Stack>
            <Text size="sm" fw={700} data-testid={`pay-${wallet}`}>
              {formatRm(quote.pay[wallet])}
            </Text>
          </Group>
        ))}
        {!quote.sufficient && (
          <Alert
            color="red"
            variant="light"
            p="xs"
            icon={<IconAlertTriangle size={16} />}
            data-testid="quote-insufficient"
          >
            {t('checkout.insufficient')}
          </Alert>
        )}
      </Stack>
    </Section>
  );
}

/**
 * Spec §2 checkout: delivery or collection, the address or centre, credit (point2 then point4)
 * or cash, a claimed voucher, the quote refreshed on every change, the security password.
 */
export function CheckoutPage() {
  const { t, i18n } = useTranslation('mall');
  const { t: tErrors } = useTranslation('errors');
  const [params] = useSearchParams();
  const ids = useMemo(() => parseIds(params.get('ids')), [params]);
  const navigate = useNavigate();
  const addresses = useAddresses();
  const lookup = useLookup();
  const vouchers = useVouchers('claimed');
  const place = usePlaceOrder();
  const idempotency = useIdempotencyKey();

  const [mode, setMode] = useState<Mode>('delivery');
  const [addressChoice, setAddressId] = useState<string | null>(null);
  const [pointId, setPointId] = useState<string | null>(null);
  const [paymentType, setPaymentType] = useState<PaymentType>('credit');
  const [point2, setPoint2] = useState('');
  const [voucherId, setVoucherId] = useState<string | null>(null);

  const addressList = addresses.data ?? [];
  const addressId =
    addressChoice ?? String(addressList.find((a) => a.is_default)?.id ?? addressList[0]?.id ?? '');
  const points = lookup.data?.collect_points ?? [];
  const collectPointId = pointId ?? (points[0] ? String(points[0].id) : '');

  const body: CheckoutQuoteRequest | null = useMemo(() => {
    const destination =
      mode === 'delivery'
        ? addressId
          ? { self_pickup: 0 as const, address_id: Number(addressId) }
          : null
        : collectPointId
          ? { self_pickup: 1 as const, mall_collect_point_id: Number(collectPointId) }
          : null;
    if (!destination) return null;
    return {
      ...(ids.length > 0 ? { mall_product_ids: ids } : {}),
      payment_type: paymentType,
      ...(paymentType === 'credit' && point2.trim() !== '' ? { point2: point2.trim() } : {}),
      member_voucher_id: voucherId ? Number(voucherId) : null,
      ...destination,
      language: i18n.language as CheckoutQuoteRequest['language'],
    };
  }, [ids, mode, addressId, collectPointId, paymentType, point2, voucherId, i18n.language]);
  const debounced = useDebounced(body, 300);
  const quote = useQuote(debounced);

  const form = useForm({
    initialValues: { sec_password: '' },
    validate: { sec_password: (v) => (v ? null : 'required') },
  });

  const submit = form.onSubmit((values) => {
    if (!body) return;
    const { language: _language, ...details } = body;
    place.mutate(
      { body: { ...body, sec_password: values.sec_password }, key: idempotency.keyFor(details) },
      {
        onSuccess: (reply) => {
          idempotency.reset();
          void navigate(`/web/product/orderDetails?id=${reply.order_id}`, { replace: true });
        },
        onError: (error) => {
          void quote.refetch();
          // A centre switched off since the list was loaded: load the centres offered now.
          if (isApiError(error) && error.code === 'COLLECT_POINT_INACTIVE') void lookup.refetch();
          applyServerErrors(t, form, error, { codeFields });
        },
      },
    );
  });

  const quoteError =
    quote.isError && isApiError(quote.error)
      ? quote.error.code
      : quote.isError
        ? 'fetch_failed'
        : null;
  const claimed = (vouchers.data ?? []).filter((v) => v.member_voucher_id !== null);
  const voucherLabel = (v: (typeof claimed)[number]) => {
    const off = voucherOff(v);
    const what =
      off.kind === 'fixed'
        ? t('vouchers.off_fixed', { amount: groupMoney(off.amount) })
        : t('vouchers.off_percent', { percent: off.percent });
    return `${v.name} · ${what}`;
  };

  return (
    <form onSubmit={submit} noValidate data-testid="checkout-form">
      <Stack gap="sm" pb="xl">
        <Title order={3}>{t('checkout.title')}</Title>
        <SegmentedControl
          fullWidth
          value={mode}
          onChange={(value) => setMode(value as Mode)}
          data={[
            { value: 'delivery', label: t('checkout.delivery') },
            { value: 'collection', label: t('checkout.collection') },
          ]}
          data-testid="checkout-mode"
        />
        {mode === 'delivery' ? (
          <Section title={t('checkout.address')} testId="checkout-address">
            {addresses.isPending ? (
              <Skeleton h={60} />
            ) : addresses.isError ? (
              <LoadError onRetry={() => void addresses.refetch()} />
            ) : addressList.length === 0 ? (
              <Stack gap="xs" align="flex-start">
                <Text size="sm" c="dimmed">
                  {t('address.none')}
                </Text>
                <Button
                  component={Link}
                  to="/web/product/create-address?back=checkout"
                  size="xs"
                  variant="light"
                  data-testid="checkout-add-address"
                >
                  {t('address.add')}
                </Button>
              </Stack>
            ) : (
              <Radio.Group value={addressId} onChange={setAddressId}>
                <Stack gap="xs">
                  {addressList.map((a) => (
                    <Radio
                      key={a.id}
                      value={String(a.id)}
                      data-testid="checkout-address-option"
                      label={
                        <Stack gap={0}>
                          <Text size="sm" fw={600}>
                            {a.receiver_name} · {a.receiver_phone}
                            {a.is_default ? ` · ${t('address.default')}` : ''}
                          </Text>
                          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                            {[a.address, a.postcode, a.state_name, a.country_name]
                              .filter(Boolean)
                              .join(', ')}
                          </Text>
                        </Stack>
                      }
                    />
                  ))}
                  <Anchor component={Link} to="/web/product/address" size="xs">
                    {t('address.manage')}
                  </Anchor>
                </Stack>
              </Radio.Group>
            )}
          </Section>
        ) : (
          <Section title={t('checkout.collect_point')} testId="checkout-collect-point">
            <Select
              data={points.map((p) => ({ value: String(p.id), label: p.name }))}
              value={collectPointId || null}
              onChange={setPointId}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              description={centreDescription(points.find((p) => String(p.id) === collectPointId))}
              data-testid="checkout-collect-select"
            />
          </Section>
        )}
        <Section title={t('checkout.payment')} testId="checkout-payment">
          <Stack gap="xs">
            <SegmentedControl
              fullWidth
              value={paymentType}
              onChange={(value) => setPaymentType(value as PaymentType)}
              data={[
                { value: 'credit', label: t('checkout.credit') },
                { value: 'cash', label: t('checkout.cash') },
              ]}
              data-testid="checkout-payment-type"
            />
            <Text size="xs" c="dimmed" data-testid="checkout-payment-from">
              {t(`price.${paymentType}_from`)}
            </Text>
            {paymentType === 'credit' && (
              <AmountInput
                label={t('checkout.point2_amount')}
                description={t('checkout.point2_hint')}
                placeholder={t('checkout.point2_auto')}
                leftSection={null}
                leftSectionWidth={undefined}
                value={point2}
                onChange={setPoint2}
                data-testid="checkout-point2"
              />
            )}
          </Stack>
        </Section>
        <Section title={t('checkout.voucher')} testId="checkout-voucher">
          <Stack gap={6}>
            <Select
              placeholder={
                claimed.length > 0 ? t('checkout.voucher_none') : t('checkout.voucher_empty')
              }
              data={claimed.map((v) => ({
                value: String(v.member_voucher_id),
                label: voucherLabel(v),
              }))}
              value={voucherId}
              onChange={setVoucherId}
              clearable
              disabled={claimed.length === 0}
              comboboxProps={{ withinPortal: true }}
              data-testid="checkout-voucher-select"
            />
            <Anchor
              component={Link}
              to="/web/voucherList"
              size="xs"
              data-testid="checkout-voucher-link"
            >
              {t('checkout.voucher_more')}
            </Anchor>
          </Stack>
        </Section>
        {quoteError && (
          <Alert
            color="red"
            variant="light"
            p="xs"
            icon={<IconAlertTriangle size={16} />}
            data-testid="quote-error"
          >
            {tErrors(quoteError, { defaultValue: tErrors('fetch_failed') })}
          </Alert>
        )}
        {quote.data ? (
          <QuoteCard quote={quote.data} updating={quote.isFetching || body !== debounced} />
        ) : (
          body && !quoteError && <Skeleton h={180} radius="md" data-testid="quote-loading" />
        )}
        <FormSubmit
          secPassword={{ form, label: t('checkout.sec_password') }}
          leftSection={<IconShoppingBagCheck size={18} />}
          loading={place.isPending}
          disabled={!body || !quote.data?.sufficient || quoteError !== null}
          color="orange"
          testId="checkout-submit"
        >
          {t('checkout.place_order')}
        </FormSubmit>
      </Stack>
    </form>
  );
}
