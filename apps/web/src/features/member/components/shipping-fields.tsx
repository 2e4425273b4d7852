import { SegmentedControl, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { FormErrors, GetInputPropsReturnType } from '@mantine/form';
import { IconPhone, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useTranslateError } from '@/lib/use-translate-error';

type ShippingField =
  | 'self_pickup'
  | 'receiver_fullname'
  | 'receiver_phone'
  | 'address'
  | 'postcode'
  | 'remark';

interface ShippingForm {
  getInputProps: (path: ShippingField) => GetInputPropsReturnType;
  errors: FormErrors;
}

interface ShippingFieldsProps {
  form: ShippingForm;
  /** Registration shows placeholders, autofill hints and the delivery method as required. */
  registering?: boolean;
  /** Shown right under the delivery method (e.g. the collection point). */
  afterMethod?: ReactNode;
  /** Someone registering another member: the receiver defaults to the new member, not "you". */
  onBehalf?: boolean;
}

/** Shipping details: delivery method, receiver, address, postcode, remark. */
export function ShippingFields({
  form,
  registering = false,
  afterMethod,
  onBehalf = false,
}: ShippingFieldsProps) {
  const { t } = useTranslation('member');
  const translateError = useTranslateError();
  // Registration-only extras; undefined leaves the attribute out.
  const only = <T,>(value: T) => (registering ? value : undefined);
  const field = (name: 'receiver_fullname' | 'receiver_phone' | 'postcode' | 'remark') => ({
    label: t(`fields.${name}`),
    placeholder: only(
      t(
        onBehalf && (name === 'receiver_fullname' || name === 'receiver_phone')
          ? `placeholders_behalf.${name}`
          : `placeholders.${name}`,
      ),
    ),
    name,
    ...form.getInputProps(name),
    error: translateError(form.errors[name]),
  });

  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          {t('fields.self_pickup')}
          {registering && (
            <>
              {' '}
              <Text span c="red">
                *
              </Text>
            </>
          )}
        </Text>
        <SegmentedControl
          fullWidth
          data={[
            { value: '0', label: t('register.delivery') },
            { value: '1', label: t('register.pickup') },
          ]}
          {...form.getInputProps('self_pickup')}
          data-testid={only('self-pickup')}
        />
      </Stack>
      {afterMethod}
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
        placeholder={only(t('placeholders.address'))}
        withAsterisk
        autosize
        minRows={2}
        autoComplete={only('street-address')}
        name="address"
        {...form.getInputProps('address')}
        error={translateError(form.errors.address)}
      />
      <TextInput {...field('postcode')} inputMode="numeric" autoComplete={only('postal-code')} />
      <Textarea {...field('remark')} autosize minRows={2} />
    </Stack>
  );
}
