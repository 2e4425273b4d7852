import { Button, PasswordInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { MemberInfo } from '@rangkai/shared';
import { IconArrowBigUpLines, IconShieldLock } from '@tabler/icons-react';
import { useLookup } from '@/features/global';
import { isApiError } from '@/lib/api-error';
import { useDisplayNames } from '@/lib/display-names';
import { useTranslation } from '@/lib/i18n';
import { useIdempotencyKey } from '@/lib/idempotency';
import { showMessage } from '@/lib/messages';
import { groupMoney } from '@/lib/money';
import { useTranslateError } from '@/lib/use-translate-error';
import type { UpgradePackages } from '../api/get-upgrade-package';
import { useUpgradePackage } from '../api/upgrade-package';
import { applyUpgradeRefusal } from '../lib/server-errors';
import { covers, purchaseCost } from '../lib/shipping';
import {
  checkUpgrade,
  initialUpgradeValues,
  toUpgradeRequest,
  type UpgradeValues,
  upgradeDelivery,
} from '../lib/upgrade-values';
import { CostSummary } from './cost-summary';
import { DeliveryDestination } from './delivery-destination';
import { PackageOptions } from './package-options';

interface UpgradeFormProps {
  member: MemberInfo;
  /** The member's package and the higher ones (at least one). */
  offer: UpgradePackages;
  /** The member's state from their profile: the delivery's state to start with. */
  stateId?: number | null;
  onDone: () => void;
  /** The options changed on the server (INVALID_STATE): fetch them again. */
  onStale: () => void;
}

/**
 * Spec §3 Upgrade: a higher package (amount due = price difference), delivery or collection of
 * its starter kit, the total with shipping, paid from point3 with the security password.
 */
export function UpgradeForm({ member, offer, stateId, onDone, onStale }: UpgradeFormProps) {
  const { t } = useTranslation('packages');
  const translateError = useTranslateError();
  const { packageName } = useDisplayNames();
  const lookup = useLookup();
  const upgrade = useUpgradePackage();
  const idempotency = useIdempotencyKey();
  const only = offer.user_group.length === 1 ? String(offer.user_group[0].id) : null;
  const form = useForm<UpgradeValues>({
    initialValues: {
      ...initialUpgradeValues,
      user_group_id: only,
      state: stateId ? String(stateId) : initialUpgradeValues.state,
    },
    validate: checkUpgrade,
  });
  const values = form.getValues();
  const chosen = offer.user_group.find((p) => String(p.id) === values.user_group_id);
  const cost = purchaseCost(
    chosen?.amount_due ?? '0',
    upgradeDelivery(values),
    lookup.data?.states ?? [],
    offer.shipping_fee_east,
  );

  const submit = form.onSubmit((current) => {
    if (!covers(member.point3, cost.total)) {
      form.setFieldError('user_group_id', 'INSUFFICIAN_BALANCE');
      return;
    }
    const body = toUpgradeRequest(current);
    const { sec_password: _secret, ...details } = body;
    upgrade.mutate(
      { body, key: idempotency.keyFor(details) },
      {
        onSuccess: (reply) => {
          idempotency.reset();
          form.reset();
          onDone();
          showMessage({
            type: 'success',
            title: { key: 'packages:upgrade.success_title' },
            text: {
              key: 'packages:upgrade.success',
              values: {
                package: packageName(reply.user_package.to_package),
                total: groupMoney(reply.user_package.total),
              },
            },
          });
        },
        onError: (error) => {
          applyUpgradeRefusal(t, form, error);
          if (isApiError(error) && error.code === 'INVALID_STATE') onStale();
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate data-testid="upgrade-form">
      <Stack gap="md">
        <PackageOptions
          label={t('upgrade.choose')}
          options={offer.user_group.map((pkg) => ({
            pkg,
            amountDue: pkg.amount_due,
            bv: pkg.bv_gain,
          }))}
          amountKey="upgrade.pay"
          value={values.user_group_id}
          onChange={(id) => form.setFieldValue('user_group_id', id)}
          error={translateError(form.errors.user_group_id)}
        />
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t('member:fields.self_pickup')}
          </Text>
          <SegmentedControl
            fullWidth
            data={[
              { value: '0', label: t('member:register.delivery') },
              { value: '1', label: t('member:register.pickup') },
            ]}
            {...form.getInputProps('self_pickup')}
            data-testid="upgrade-self-pickup"
          />
        </Stack>
        <DeliveryDestination
          selfPickup={values.self_pickup === '1'}
          eastFee={offer.shipping_fee_east}
          collectPoint={{
            value: values.mall_collect_point_id,
            onChange: (id) => form.setFieldValue('mall_collect_point_id', id),
            error: form.errors.mall_collect_point_id,
          }}
          state={{
            value: values.state,
            onChange: (id) => form.setFieldValue('state', id),
            error: form.errors.state,
          }}
        />
        {values.self_pickup === '0' && (
          <Text size="xs" c="dimmed" mt={-8}>
            {t('upgrade.address_hint')}
          </Text>
        )}
        <CostSummary cost={cost} balance={member.point3} amountKey="summary.amount_due" />
        <PasswordInput
          label={t('fields.sec_password')}
          leftSection={<IconShieldLock size={18} />}
          autoComplete="off"
          withAsterisk
          name="sec_password"
          {...form.getInputProps('sec_password')}
          error={translateError(form.errors.sec_password)}
        />
        <Button
          type="submit"
          fullWidth
          size="md"
          leftSection={<IconArrowBigUpLines size={18} />}
          loading={upgrade.isPending}
          data-testid="upgrade-submit"
        >
          {chosen
            ? t('upgrade.submit_total', { total: groupMoney(cost.total) })
            : t('upgrade.submit')}
        </Button>
      </Stack>
    </form>
  );
}
