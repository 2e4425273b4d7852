import { Button, Checkbox, Skeleton, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Address, MALAYSIA_COUNTRY_ID, type UserProfile } from '@rangkai/shared';
import { IconCheck } from '@tabler/icons-react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { CountryStateSelect } from '@/components/country-state-select';
import { useCountryList, useLookup } from '@/features/global';
import { useUserProfile } from '@/features/profile';
import { applyServerErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n';
import { showSuccess } from '@/lib/messages';
import { useTranslateError } from '@/lib/use-translate-error';
import { useAddressControl, useAddresses } from '../api/addresses';
import { EmptyState } from './shop-parts';

interface AddressValues {
  receiver_name: string;
  receiver_phone: string;
  address: string;
  postcode: string;
  country_id: string;
  state_id: string | null;
  is_default: boolean;
}

const required = (value: string) => (value.trim() ? null : 'REQUIRED');

/** A first address starts from what the member gave at registration (profile shipping details). */
function fromProfile(profile: UserProfile): Partial<AddressValues> {
  return {
    receiver_name: profile.receiver_fullname || profile.fullname,
    receiver_phone: profile.receiver_phone || profile.contact_number || '',
    address: profile.address ?? '',
    postcode: profile.postcode ?? '',
    country_id: String(profile.country_id),
    state_id: profile.state_id ? String(profile.state_id) : null,
  };
}

/**
 * Where a saved address leads: back to the page that sent the member here (`?back=checkout` or
 * `?from=/web/…`) — by going back when there is history in the app, else by opening it — or the
 * address list. A page opened directly (a new tab) has no history: never `navigate(-1)` there,
 * it would leave the app (about:blank).
 */
function useAfterSave() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const from = params.get('from');
  const target =
    params.get('back') === 'checkout'
      ? '/web/product/checkout'
      : from?.startsWith('/web/') && !from.startsWith('//')
        ? from
        : null;
  return () => {
    if (target && location.key !== 'default') void navigate(-1);
    else void navigate(target ?? '/web/product/address', { replace: true });
  };
}

function AddressForm({
  address,
  initial,
}: {
  address?: Address;
  initial?: Partial<AddressValues>;
}) {
  const { t } = useTranslation('mall');
  const translateError = useTranslateError();
  const afterSave = useAfterSave();
  const control = useAddressControl();
  const countries = useCountryList();
  const lookup = useLookup();
  const form = useForm<AddressValues>({
    initialValues: {
      receiver_name: address?.receiver_name ?? '',
      receiver_phone: address?.receiver_phone ?? '',
      address: address?.address ?? '',
      postcode: address?.postcode ?? '',
      country_id: String(address?.country_id ?? MALAYSIA_COUNTRY_ID),
      state_id: address?.state_id ? String(address.state_id) : null,
      is_default: address?.is_default ?? false,
      ...initial,
    },
    validate: {
      receiver_name: required,
      receiver_phone: required,
      address: required,
      postcode: required,
      state_id: (value, values) =>
        values.country_id === String(MALAYSIA_COUNTRY_ID) && !value ? 'REQUIRED' : null,
    },
  });

  const submit = form.onSubmit((values) => {
    const fields = {
      receiver_name: values.receiver_name.trim(),
      receiver_phone: values.receiver_phone.trim(),
      address: values.address.trim(),
      postcode: values.postcode.trim(),
      country_id: Number(values.country_id),
      state_id: values.state_id ? Number(values.state_id) : null,
      is_default: values.is_default,
    };
    control.mutate(
      address ? { action: 'edit', id: address.id, ...fields } : { action: 'add', ...fields },
      {
        onSuccess: () => {
          showSuccess('mall:address.saved');
          afterSave();
        },
        onError: (error) => applyServerErrors(t, form, error),
      },
    );
  });

  const field = (name: keyof AddressValues) => ({
    ...form.getInputProps(name),
    error: translateError(form.errors[name]),
  });

  return (
    <form onSubmit={submit} noValidate data-testid="address-form">
      <Stack gap="sm">
        <TextInput
          label={t('address.receiver_name')}
          required
          maxLength={100}
          {...field('receiver_name')}
          data-testid="address-name"
        />
        <TextInput
          label={t('address.receiver_phone')}
          required
          inputMode="tel"
          maxLength={20}
          {...field('receiver_phone')}
          data-testid="address-phone"
        />
        <Textarea
          label={t('address.address')}
          required
          autosize
          minRows={2}
          maxLength={300}
          {...field('address')}
          data-testid="address-line"
        />
        <TextInput
          label={t('address.postcode')}
          required
          maxLength={10}
          {...field('postcode')}
          data-testid="address-postcode"
        />
        <CountryStateSelect
          form={form}
          countries={countries.data}
          states={lookup.data?.states}
          texts={{
            country: t('address.country'),
            state: t('address.state'),
            statePlaceholder: t('address.state_placeholder'),
            area: (area) => t(`address.area.${area}`),
          }}
          spacing="sm"
          required
        />
        <Checkbox
          label={t('address.set_default')}
          {...form.getInputProps('is_default', { type: 'checkbox' })}
          data-testid="address-default-check"
        />
        <Button
          type="submit"
          fullWidth
          leftSection={<IconCheck size={18} />}
          loading={control.isPending}
          data-testid="address-save"
        >
          {t('address.save')}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * `/web/product/create-address`: a new address; the first one starts from the profile's shipping
 * details (the registration address, when it could not go into the book by itself).
 */
export function CreateAddressPage() {
  const { t } = useTranslation('mall');
  const addresses = useAddresses();
  const first = addresses.data?.length === 0;
  const profile = useUserProfile({ enabled: first });
  const loading = addresses.isPending || (first && profile.isPending);
  return (
    <Stack gap="md">
      <Title order={3}>{t('address.new_title')}</Title>
      {loading ? (
        <Skeleton h={300} radius="md" />
      ) : (
        <AddressForm initial={first && profile.data ? fromProfile(profile.data) : undefined} />
      )}
    </Stack>
  );
}

/** `/web/product/addaddress` (`?id=` edits that address; without it, a new one). */
export function AddAddressPage() {
  const { t } = useTranslation('mall');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const addresses = useAddresses();
  if (!id) return <CreateAddressPage />;
  const address = addresses.data?.find((a) => a.id === id);
  return (
    <Stack gap="md">
      <Title order={3}>{t('address.edit_title')}</Title>
      {addresses.isPending ? (
        <Skeleton h={300} radius="md" />
      ) : address ? (
        <AddressForm key={address.id} address={address} />
      ) : (
        <EmptyState text={t('address.not_found')} testId="address-not-found" />
      )}
    </Stack>
  );
}
