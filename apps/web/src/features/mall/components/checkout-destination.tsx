import { Anchor, Button, Radio, Select, Skeleton, Stack, Text } from '@mantine/core';
import type { collectPoint } from '@rangkai/shared';
import { Link } from 'react-router';
import type { z } from 'zod';
import { useTranslation } from '@/lib/i18n';
import type { useAddresses } from '../api/addresses';
import { Section } from './checkout-parts';
import { LoadError } from './shop-parts';

type CollectPoint = z.infer<typeof collectPoint>;

/** Delivery: the member's saved addresses to choose from, or a way to add the first. */
export function AddressSection({
  addresses,
  value,
  onChange,
}: {
  addresses: ReturnType<typeof useAddresses>;
  value: string;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation('mall');
  const addressList = addresses.data ?? [];
  return (
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
        <Radio.Group value={value} onChange={onChange}>
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
  );
}

/** Under the chosen centre: its address and, when set, its opening hours. */
const centreDescription = (point?: { address: string; opening_hours: string | null }) =>
  point ? [point.address, point.opening_hours].filter(Boolean).join(' · ') : undefined;

/** Collection: the centres offered, the chosen one's address and hours beneath. */
export function CollectPointSection({
  points,
  value,
  onChange,
}: {
  points: CollectPoint[];
  value: string;
  onChange: (id: string | null) => void;
}) {
  const { t } = useTranslation('mall');
  return (
    <Section title={t('checkout.collect_point')} testId="checkout-collect-point">
      <Select
        data={points.map((p) => ({ value: String(p.id), label: p.name }))}
        value={value || null}
        onChange={onChange}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        description={centreDescription(points.find((p) => String(p.id) === value))}
        data-testid="checkout-collect-select"
      />
    </Section>
  );
}
