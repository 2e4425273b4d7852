import { Button, Group, NumberInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { applyServerErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n';
import { useTranslateError } from '@/lib/use-translate-error';
import { useAddHotelCart } from '../api/hotels';

/** Rooms and the guest's name, then into the hotel cart (and on to it). */
export function AddToCart({
  roomTypeId,
  checkIn,
  checkOut,
  maxRooms,
  initialRooms,
}: {
  roomTypeId: number;
  checkIn: string;
  checkOut: string;
  maxRooms: number;
  initialRooms: number;
}) {
  const { t } = useTranslation('hotel');
  const translateError = useTranslateError();
  const add = useAddHotelCart();
  const navigate = useNavigate();
  const form = useForm({
    initialValues: { rooms: Math.max(1, initialRooms), guest_name: '' },
    validate: {
      guest_name: (v) => (v.trim() ? null : 'REQUIRED'),
      rooms: (v) => (Number.isInteger(v) && v >= 1 && v <= maxRooms ? null : 'REQUIRED'),
    },
  });
  const submit = form.onSubmit((values) => {
    add.mutate(
      {
        room_type_id: roomTypeId,
        check_in: checkIn,
        check_out: checkOut,
        rooms: values.rooms,
        guest_name: values.guest_name.trim(),
      },
      {
        onSuccess: () => void navigate('/web/hotel/cart'),
        onError: (error) => applyServerErrors(t, form, error),
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate data-testid="add-to-cart-form">
      <TextInput
        label={t('detail.guest_name')}
        placeholder={t('detail.guest_placeholder')}
        maxLength={100}
        {...form.getInputProps('guest_name')}
        error={translateError(form.errors.guest_name as string | undefined)}
        data-testid="add-to-cart-guest"
      />
      <Group align="flex-end" gap="xs" wrap="nowrap" mt="xs">
        <NumberInput
          label={t('detail.rooms')}
          min={1}
          max={maxRooms}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          w={80}
          style={{ flexShrink: 0 }}
          {...form.getInputProps('rooms')}
          error={translateError(form.errors.rooms as string | undefined)}
          data-testid="add-to-cart-rooms"
        />
        <Button
          type="submit"
          color="orange"
          loading={add.isPending}
          leftSection={<IconShoppingCartPlus size={18} />}
          style={{ flex: 1, minWidth: 0 }}
          styles={{ label: { whiteSpace: 'normal', lineHeight: 1.2, textAlign: 'center' } }}
          data-testid="add-to-cart-submit"
        >
          {t('detail.add_to_cart')}
        </Button>
      </Group>
    </form>
  );
}
