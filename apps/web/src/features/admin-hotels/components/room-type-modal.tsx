import { Button, Modal, NumberInput, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import type { AdminRoomType } from '@rangkai/shared';
import { IconCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { PriceInputs } from '@/components/admin/price-inputs';
import { applyServerErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n';
import { showSuccess } from '@/lib/messages';
import { useTranslateError } from '@/lib/use-translate-error';
import { useSaveRoomType } from '../api/hotels';
import {
  hotelLanguages,
  type RoomTypeFormValues,
  roomTypeBody,
  roomTypeValues,
  validateRoomType,
} from '../lib/hotel-form';

/** Add (room null) or change a room type: names, capacity, the four nightly prices, active. */
export function RoomTypeModal({
  hotelId,
  room,
  opened,
  onClose,
}: {
  hotelId: number;
  room: AdminRoomType | null | undefined;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminHotels');
  const translateError = useTranslateError();
  const phone = useMediaQuery('(max-width: 36em)');
  const save = useSaveRoomType(hotelId);
  const form = useForm<RoomTypeFormValues>({
    initialValues: roomTypeValues(room),
    validate: validateRoomType,
  });
  const error = (field: keyof RoomTypeFormValues) => translateError(form.errors[field]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh form each opening
  useEffect(() => {
    if (opened) {
      form.setValues(roomTypeValues(room));
      form.resetDirty(roomTypeValues(room));
      form.clearErrors();
    }
  }, [opened, room]);

  const submit = form.onSubmit((values) =>
    save.mutate(
      { id: room?.id ?? null, body: roomTypeBody(values) },
      {
        onSuccess: () => {
          showSuccess('adminHotels:rooms.saved');
          onClose();
        },
        onError: (failure) => applyServerErrors(t, form, failure, { describe: (code) => code }),
      },
    ),
  );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(room ? 'rooms.edit' : 'rooms.new')}
      fullScreen={phone}
      size="lg"
      styles={{ title: { fontWeight: 700 } }}
    >
      <form onSubmit={submit} noValidate data-testid="admin-room-form">
        <Stack gap="sm">
          {hotelLanguages.map((l) => (
            <TextInput
              key={l}
              label={`${t('rooms.name')} (${t(`languages.${l}`)})`}
              required={l === 'en'}
              maxLength={150}
              {...form.getInputProps(`name_${l}`)}
              error={error(`name_${l}`)}
              data-testid={`admin-room-name-${l}`}
            />
          ))}
          <NumberInput
            label={t('rooms.capacity')}
            description={t('rooms.capacity_hint')}
            required
            min={1}
            max={20}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('capacity')}
            error={error('capacity')}
            data-testid="admin-room-capacity"
          />
          <PriceInputs form={form} t={t} testId="admin-room" />
          <Switch
            label={t('common.active')}
            {...form.getInputProps('active', { type: 'checkbox' })}
            data-testid="admin-room-active"
          />
          <Button
            type="submit"
            loading={save.isPending}
            leftSection={<IconCheck size={18} />}
            data-testid="admin-room-save"
          >
            {t(room ? 'editor.save' : 'rooms.create')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
