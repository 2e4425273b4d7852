import { Select } from '@mantine/core';
import { IconMapPin, IconTruckDelivery } from '@tabler/icons-react';
import { useLookup } from '@/features/global';
import { useTranslation } from '@/lib/i18n';
import { groupMoney } from '@/lib/money';
import { useTranslateError } from '@/lib/use-translate-error';

interface Choice {
  value: string | null;
  onChange: (value: string | null) => void;
  error?: unknown;
}

interface DeliveryDestinationProps {
  selfPickup: boolean;
  collectPoint: Choice;
  /** The state delivered to; leave out where there is none to choose (outside Malaysia). */
  state?: Choice;
  /** The East-area shipping fee (BUSINESS_RULES §7). */
  eastFee: string;
}

/**
 * Under the delivery method: the collection centre for a pickup, or the state for a delivery,
 * with what shipping there costs.
 */
export function DeliveryDestination({
  selfPickup,
  collectPoint,
  state,
  eastFee,
}: DeliveryDestinationProps) {
  const { t } = useTranslation('packages');
  const translateError = useTranslateError();
  const lookup = useLookup();

  if (selfPickup) {
    const points = lookup.data?.collect_points ?? [];
    const chosen = points.find((p) => String(p.id) === collectPoint.value);
    return (
      <Select
        label={t('member:fields.collect_point')}
        placeholder={t('member:placeholders.collect_point')}
        withAsterisk
        leftSection={<IconMapPin size={18} />}
        data={points.map((p) => ({ value: String(p.id), label: `${p.name} — ${p.address}` }))}
        value={collectPoint.value}
        onChange={collectPoint.onChange}
        description={
          [chosen?.opening_hours, chosen?.remark].filter(Boolean).join(' · ') || undefined
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        nothingFoundMessage={t('delivery.no_collect_points')}
        error={translateError(collectPoint.error)}
        comboboxProps={{ withinPortal: true }}
        data-testid="collect-point"
      />
    );
  }
  if (!state) return null;

  const groups = (['West', 'East'] as const).map((area) => ({
    group: t(`member:area.${area}`),
    items: (lookup.data?.states ?? [])
      .filter((s) => s.area === area)
      .map((s) => ({ value: String(s.id), label: s.name })),
  }));
  return (
    <Select
      label={t('delivery.state')}
      placeholder={t('member:placeholders.state')}
      withAsterisk
      leftSection={<IconTruckDelivery size={18} />}
      data={groups}
      value={state.value}
      onChange={state.onChange}
      description={t('delivery.fee_rule', { fee: groupMoney(eastFee) })}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      error={translateError(state.error)}
      comboboxProps={{ withinPortal: true }}
      data-testid="delivery-state"
    />
  );
}
