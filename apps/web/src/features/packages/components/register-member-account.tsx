import { Divider, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconMail, IconShieldLock } from '@tabler/icons-react';
import { useLookup } from '@/features/global';
import {
  CountryStateFields,
  IdentityFields,
  PasswordFields,
  type Sponsor,
  SponsorFields,
} from '@/features/member';
import { useTranslation } from '@/lib/i18n';
import { groupMoney } from '@/lib/money';
import { useTranslateError } from '@/lib/use-translate-error';
import type { RegisterMemberValues } from '../lib/register-member-values';
import { PackageOptions } from './package-options';

interface AccountStepProps {
  form: UseFormReturnType<RegisterMemberValues>;
  sponsor: Sponsor;
  /** The registrant's point3 balance, which pays the package. */
  balance: string;
}

const placementKeys = {
  auto: 'packages:register.placement_auto',
  leg: 'packages:register.placement_leg',
};

/**
 * Spec §4 step 1: the new member's details (the self-registration's fields, without the e-mail
 * code), the sponsor and placement, the package, and the registrant's own security password.
 */
export function RegisterMemberAccount({ form, sponsor, balance }: AccountStepProps) {
  const { t } = useTranslation('packages');
  const translateError = useTranslateError();
  const lookup = useLookup();
  const packages = [...(lookup.data?.packages ?? [])].sort(
    (a, b) => Number(a.price) - Number(b.price),
  );

  return (
    <Stack gap="md">
      <Divider label={t('register.section_member')} labelPosition="left" />
      <IdentityFields form={form} />
      <TextInput
        label={t('member:fields.email')}
        placeholder={t('register.email_placeholder')}
        withAsterisk
        type="email"
        inputMode="email"
        autoCapitalize="none"
        name="email"
        leftSection={<IconMail size={18} />}
        {...form.getInputProps('email')}
        error={translateError(form.errors.email)}
      />
      <CountryStateFields required form={form} />
      <Divider label={t('member:register.section_sponsor')} labelPosition="left" />
      <Text size="xs" c="dimmed" mt={-8}>
        {t('register.sponsor_hint')}
      </Text>
      <SponsorFields
        form={form}
        sponsor={sponsor}
        placeholder={t('register.sponsor_placeholder')}
        placementKeys={placementKeys}
      />
      <Divider label={t('register.section_package')} labelPosition="left" />
      <PackageOptions
        label={t('register.package')}
        options={packages.map((pkg) => ({ pkg, amountDue: pkg.price, bv: pkg.bv }))}
        amountKey="register.price"
        value={form.getValues().user_group}
        onChange={(id) => form.setFieldValue('user_group', id)}
        error={translateError(form.errors.user_group)}
      />
      <Text size="sm" c="dimmed" mt={-8} data-testid="registrant-point3">
        {t('register.balance', { amount: groupMoney(balance) })}
      </Text>
      <Divider label={t('register.section_password')} labelPosition="left" />
      <PasswordFields form={form} />
      <Divider label={t('register.section_confirm')} labelPosition="left" />
      <PasswordInput
        label={t('register.my_sec_password')}
        description={t('register.my_sec_password_hint')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        leftSection={<IconShieldLock size={18} />}
        autoComplete="off"
        withAsterisk
        name="my_sec_password"
        {...form.getInputProps('my_sec_password')}
        error={translateError(form.errors.my_sec_password)}
        data-testid="registrant-sec-password"
      />
    </Stack>
  );
}
