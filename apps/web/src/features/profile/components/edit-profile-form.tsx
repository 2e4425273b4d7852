import { Button, Divider, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MALAYSIA_COUNTRY_ID, type UserProfile, updateMemberInfoRequest } from '@rangkai/shared';
import { IconPhone, IconUserCircle } from '@tabler/icons-react';
import { CountryStateFields, ShippingFields } from '@/features/member';
import { applyServerErrors } from '@/lib/form-errors';
import { zodFormValidator } from '@/lib/form-validation';
import { useTranslation } from '@/lib/i18n';
import { showSuccess } from '@/lib/messages';
import { useTranslateError } from '@/lib/use-translate-error';
import { type UpdateMemberInfoBody, useUpdateMemberInfo } from '../api/update-member-info';

export interface ProfileValues {
  fullname: string;
  contact_number: string;
  country_id: string;
  state_id: string | null;
  receiver_fullname: string;
  receiver_phone: string;
  address: string;
  postcode: string;
  self_pickup: '0' | '1';
  remark: string;
}

const optional = (value: string) => (value.trim() === '' ? null : value.trim());

function toValues(p: UserProfile): ProfileValues {
  return {
    fullname: p.fullname,
    contact_number: p.contact_number ?? '',
    country_id: String(p.country_id),
    state_id: p.state_id === null ? null : String(p.state_id),
    receiver_fullname: p.receiver_fullname ?? '',
    receiver_phone: p.receiver_phone ?? '',
    address: p.address ?? '',
    postcode: p.postcode ?? '',
    self_pickup: p.self_pickup === 1 ? '1' : '0',
    remark: p.remark ?? '',
  };
}

function toRequest(v: ProfileValues): UpdateMemberInfoBody {
  const countryId = Number(v.country_id);
  return {
    fullname: v.fullname.trim(),
    contact_number: v.contact_number.trim(),
    country_id: countryId,
    state_id: countryId === MALAYSIA_COUNTRY_ID && v.state_id ? Number(v.state_id) : null,
    receiver_fullname: optional(v.receiver_fullname),
    receiver_phone: optional(v.receiver_phone),
    address: v.address.trim() === '' ? undefined : v.address.trim(),
    postcode: optional(v.postcode),
    self_pickup: v.self_pickup === '1' ? 1 : 0,
    remark: optional(v.remark),
  };
}

const validateRequest = zodFormValidator(updateMemberInfoRequest);

function validate(values: ProfileValues): Record<string, string> {
  const errors = validateRequest(toRequest(values));
  if (Number(values.country_id) === MALAYSIA_COUNTRY_ID && !values.state_id) {
    errors.state_id ??= 'REQUIRED';
  }
  if (values.address.trim() === '') errors.address ??= 'REQUIRED';
  return errors;
}

/** Spec §2 edit profile (with shipping details), filled from `getUserProfile`. */
export function EditProfileForm({ profile, onDone }: { profile: UserProfile; onDone: () => void }) {
  const { t } = useTranslation('member');
  const translateError = useTranslateError();
  const mutation = useUpdateMemberInfo();
  const form = useForm<ProfileValues>({
    initialValues: toValues(profile),
    validate,
    validateInputOnBlur: ['fullname', 'contact_number', 'receiver_phone', 'postcode'],
  });

  const submit = form.onSubmit((v) =>
    mutation.mutate(toRequest(v), {
      onSuccess: () => {
        showSuccess('member:edit_profile.saved');
        onDone();
      },
      onError: (error) => applyServerErrors(t, form, error),
    }),
  );

  return (
    <form onSubmit={submit} noValidate data-testid="edit-profile-form">
      <Stack gap="md">
        <SimpleGrid cols={2} spacing="xs">
          <ReadOnly label={t('fields.username')} value={profile.username} />
          <ReadOnly label={t('member_code')} value={profile.member_code} />
          <ReadOnly label={t('fields.email')} value={profile.email ?? '—'} />
          <ReadOnly label={t('fields.ic')} value={profile.ic ?? '—'} />
        </SimpleGrid>
        <Divider label={t('edit_profile.account')} labelPosition="left" />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={t('fields.fullname')}
            withAsterisk
            leftSection={<IconUserCircle size={18} />}
            name="fullname"
            {...form.getInputProps('fullname')}
            error={translateError(form.errors.fullname)}
          />
          <TextInput
            label={t('fields.contact_number')}
            withAsterisk
            type="tel"
            inputMode="tel"
            leftSection={<IconPhone size={18} />}
            name="contact_number"
            {...form.getInputProps('contact_number')}
            error={translateError(form.errors.contact_number)}
          />
        </SimpleGrid>
        <CountryStateFields required form={form} />
        <Divider label={t('edit_profile.shipping')} labelPosition="left" />
        <ShippingFields form={form} />
        <Group justify="flex-end">
          <Button
            type="submit"
            fullWidth
            loading={mutation.isPending}
            data-testid="edit-profile-save"
          >
            {t('edit_profile.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ReadOnly({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  );
}
