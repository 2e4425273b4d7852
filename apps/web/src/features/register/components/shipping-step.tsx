import {
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconPhone, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLookup } from '@/features/global';
import { useTranslateError } from '@/lib/use-translate-error';
import type { RegisterForm } from '../lib/register-values';

/** Step 2 (spec §3): shipping — only the address and delivery method are required. */
export function ShippingStep({ form }: { form: RegisterForm }) {
  const { t } = useTranslation('member');
  const translateError = useTranslateError();
  const lookup = useLookup();
  const values = form.getValues();
  const field = (name: 'receiver_fullname' | 'receiver_phone' | 'postcode' | 'remark') => ({
    label: t(`fields.${name}`),
    placeholder: t(`placeholders.${name}`),
    name,
    ...form.getInputProps(name),
    error: translateError(form.errors[name]),
  });

  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          {t('fields.self_pickup')}{' '}
          <Text span c="red">
            *
          </Text>
        </Text>
        <SegmentedControl
          fullWidth
          data={[
            { value: '0', label: t('register.delivery') },
            { value: '1', label: t('register.pickup') },
          ]}
          {...form.getInputProps('self_pickup')}
          data-testid="self-pickup"
        />
      </Stack>
      {values.self_pickup === '1' && (
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
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput {...field('receiver_fullname')} leftSection={<IconUser size={18} />} />
        <TextInput
          {...field('receiver_phone')}
          leftSection={<IconPhone size={18} />}
          type="tel"
          inputMode="tel"
        />
      </SimpleGrid>
      <Textarea
        label={t('fields.address')}
        placeholder={t('placeholders.address')}
        withAsterisk
        autosize
        minRows={2}
        autoComplete="street-address"
        name="address"
        {...form.getInputProps('address')}
        error={translateError(form.errors.address)}
      />
      <TextInput {...field('postcode')} inputMode="numeric" autoComplete="postal-code" />
      <Textarea {...field('remark')} autosize minRows={2} />
    </Stack>
  );
}
