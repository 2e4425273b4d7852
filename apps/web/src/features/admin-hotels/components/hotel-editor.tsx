import { Alert, NumberInput, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { AdminHotel } from '@rangkai/shared';
import { IconInfoCircle } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { EditorFrame } from '@/components/admin/editor-frame';
import { LanguageTabs } from '@/components/admin/language-tabs';
import { useIsAdmin } from '@/lib/admin-me';
import { applyServerErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n';
import { showSuccess } from '@/lib/messages';
import { useTranslateError } from '@/lib/use-translate-error';
import { useSaveHotel } from '../api/hotels';
import {
  type HotelFormValues,
  hotelBody,
  hotelLanguages,
  hotelValues,
  validateHotel,
} from '../lib/hotel-form';
import { ActiveBadge } from './hotel-badge';
import { HotelPictures } from './hotel-pictures';
import { RoomTypes } from './room-types';

/** Create or edit a hotel: names and descriptions in three languages, city, address, policy. */
export function HotelEditor({ hotel }: { hotel?: AdminHotel }) {
  const { t } = useTranslation('adminHotels');
  const translateError = useTranslateError();
  const navigate = useNavigate();
  const canEdit = useIsAdmin();
  const save = useSaveHotel();
  const form = useForm<HotelFormValues>({
    initialValues: hotelValues(hotel),
    validate: validateHotel,
  });
  const error = (field: keyof HotelFormValues) => translateError(form.errors[field]);

  const submit = form.onSubmit((values) =>
    save.mutate(
      { id: hotel?.id ?? null, body: hotelBody(values) },
      {
        onSuccess: (saved) => {
          showSuccess('adminHotels:editor.saved');
          form.resetDirty(hotelValues(saved));
          if (!hotel) void navigate(`/admin/hotels/${saved.id}`, { replace: true });
        },
        onError: (failure) => applyServerErrors(t, form, failure, { describe: (code) => code }),
      },
    ),
  );

  return (
    <EditorFrame
      title={hotel ? hotel.name_en : t('editor.new_heading')}
      subtitle={hotel ? <ActiveBadge active={hotel.active} /> : t('editor.new_subtitle')}
      back={{ to: '/admin/hotels', label: t('editor.back'), testId: 'admin-hotel-back' }}
      onSubmit={submit}
      languages={
        <LanguageTabs
          languages={hotelLanguages}
          form={form}
          t={t}
          canEdit={canEdit}
          rows={[4, 12]}
          testId="admin-hotel"
        />
      }
      save={{
        shown: canEdit,
        loading: save.isPending,
        label: t(hotel ? 'editor.save' : 'editor.create'),
        testId: 'admin-hotel-save',
      }}
      after={
        hotel ? (
          <>
            <RoomTypes hotel={hotel} canEdit={canEdit} />
            <HotelPictures hotel={hotel} canEdit={canEdit} />
          </>
        ) : (
          <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
            {t('editor.after_create')}
          </Alert>
        )
      }
      testId="admin-hotel"
    >
      <TextInput
        label={t('hotels.city')}
        required
        maxLength={100}
        {...form.getInputProps('city')}
        disabled={!canEdit}
        error={error('city')}
        data-testid="admin-hotel-city"
      />
      <Textarea
        label={t('editor.address')}
        required
        autosize
        minRows={2}
        maxLength={500}
        {...form.getInputProps('address')}
        disabled={!canEdit}
        error={error('address')}
        data-testid="admin-hotel-address"
      />
      <NumberInput
        label={t('hotels.free_cancel_days')}
        description={t('editor.free_cancel_hint')}
        required
        min={0}
        max={60}
        allowDecimal={false}
        allowNegative={false}
        {...form.getInputProps('free_cancel_days')}
        disabled={!canEdit}
        error={error('free_cancel_days')}
        data-testid="admin-hotel-free-cancel"
      />
      <Switch
        label={t('common.active')}
        description={t('editor.active_hint')}
        {...form.getInputProps('active', { type: 'checkbox' })}
        disabled={!canEdit}
        data-testid="admin-hotel-active"
      />
    </EditorFrame>
  );
}
