import { SegmentedControl, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPhone, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTranslateError } from '@/lib/use-translate-error';
import type { ProfileValues } from './edit-profile-form';

/** The shipping details of the profile: delivery method, receiver, address, postcode, remark. */
export function ShippingFields({ form }: { form: UseFormReturnType<ProfileValues> }) {
  const { t } = useTranslation('member');
  const translateError = useTranslateError();
  const field = (name: 'receiver_fullname' | 'receiver_phone' | 'postcode' | 'remark') => ({
    label: t(`fields.${name}`),
    name,
    ...form.getInputProps(name),
    error: translateError(form.errors[name]),
  });

  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          {t('fields.self_pickup')}
        </Text>
        <SegmentedControl
          fullWidth
          data={[
            { value: '0', label: t('register.delivery') },
            { value: '1', label: t('register.pickup') },
          ]}
          {...form.getInputProps('self_pickup')}
        />
      </Stack>
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
        withAsterisk
        autosize
        minRows={2}
        name="address"
        {...form.getInputProps('address')}
        error={translateError(form.errors.address)}
      />
      <TextInput {...field('postcode')} inputMode="numeric" />
      <Textarea {...field('remark')} autosize minRows={2} />
    </Stack>
  );
}
