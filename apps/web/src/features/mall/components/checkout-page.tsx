import { Alert, SegmentedControl, Skeleton, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { CheckoutQuoteRequest } from '@rangkai/shared';
import { IconAlertTriangle, IconShoppingBagCheck } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { FormSubmit } from '@/components/form-submit';
import { useLookup } from '@/features/global';
import { isApiError } from '@/lib/api-error';
import { applyServerErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n';
import { useIdempotencyKey } from '@/lib/idempotency';
import { useAddresses } from '../api/addresses';
import { usePlaceOrder, useQuote } from '../api/checkout';
import { useVouchers } from '../api/vouchers';
import { parseIds } from '../lib/cart';
import { useDebounced } from '../lib/use-debounced';
import { AddressSection, CollectPointSection } from './checkout-destination';
import { PaymentSection, type PaymentType, VoucherSection } from './checkout-payment';
import { QuoteCard } from './checkout-quote-card';

type Mode = 'delivery' | 'collection';

const codeFields: Record<string, string> = {
  INCORRECT_SEC_PASSWORD: 'sec_password',
  SEC_PASSWORD_LOCKED: 'sec_password',
  SEC_PASSWORD_NOT_SET: 'sec_password',
};

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
          <AddressSection addresses={addresses} value={addressId} onChange={setAddressId} />
        ) : (
          <CollectPointSection points={points} value={collectPointId} onChange={setPointId} />
        )}
        <PaymentSection
          paymentType={paymentType}
          onPaymentTypeChange={setPaymentType}
          point2={point2}
          onPoint2Change={setPoint2}
        />
        <VoucherSection vouchers={vouchers.data ?? []} value={voucherId} onChange={setVoucherId} />
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
