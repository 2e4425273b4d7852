import { Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MALAYSIA_COUNTRY_ID } from '@rangkai/shared';
import { ShippingFields } from '@/features/member';
import { useTranslation } from '@/lib/i18n';
import type { RegisterMemberValues } from '../lib/register-member-values';
import type { PurchaseCost } from '../lib/shipping';
import { CostSummary } from './cost-summary';
import { DeliveryDestination } from './delivery-destination';

interface ShippingStepProps {
  form: UseFormReturnType<RegisterMemberValues>;
  cost: PurchaseCost;
  balance: string;
  eastFee: string;
}

/**
 * Spec §4 step 2: where the starter kit goes (delivery to the new member's state, which sets the
 * fee, or a collection centre), the receiver and address, and the total paid from point3.
 */
export function RegisterMemberShipping({ form, cost, balance, eastFee }: ShippingStepProps) {
  const { t } = useTranslation('packages');
  const values = form.getValues();
  const malaysia = values.country_id === String(MALAYSIA_COUNTRY_ID);
  const pickup = values.self_pickup === '1';

  return (
    <Stack gap="md">
      {cost.amountDue === '0.00' && (
        <Text size="sm" c="dimmed" data-testid="no-starter-kit">
          {t('register.no_kit')}
        </Text>
      )}
      <ShippingFields
        form={form}
        registering
        onBehalf
        afterMethod={
          <>
            <DeliveryDestination
              selfPickup={pickup}
              eastFee={eastFee}
              collectPoint={{
                value: values.collect_point_id,
                onChange: (id) => form.setFieldValue('collect_point_id', id),
                error: form.errors.collect_point_id,
              }}
              state={
                malaysia
                  ? {
                      value: values.state_id,
                      onChange: (id) => form.setFieldValue('state_id', id),
                      error: form.errors.state_id,
                    }
                  : undefined
              }
            />
            {!pickup && !malaysia && (
              <Text size="xs" c="dimmed">
                {t('delivery.abroad')}
              </Text>
            )}
          </>
        }
      />
      <CostSummary cost={cost} balance={balance} amountKey="summary.package_price" />
    </Stack>
  );
}
