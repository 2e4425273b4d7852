import { Select } from '@mantine/core';
import { useLookup } from '@/features/global';
import { ShippingFields } from '@/features/member';
import { useTranslation } from '@/lib/i18n';
import type { RegisterForm } from '../lib/register-values';

/** Step 2 (spec §3): shipping — only the address and delivery method are required. */
export function ShippingStep({ form }: { form: RegisterForm }) {
  const { t } = useTranslation('member');
  const lookup = useLookup();
  const values = form.getValues();

  return (
    <ShippingFields
      form={form}
      registering
      afterMethod={
        values.self_pickup === '1' && (
          <Select
            label={t('fields.collect_point')}
            placeholder={t('placeholders.collect_point')}
            data={(lookup.data?.collect_points ?? []).map((p) => ({
              value: String(p.id),
              label: `${p.name} — ${p.address}`,
            }))}
            {...form.getInputProps('collect_point_id')}
            data-testid="collect-point"
          />
        )
      }
    />
  );
}
