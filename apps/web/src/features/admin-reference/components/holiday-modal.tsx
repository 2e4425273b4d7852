import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { FormModal } from '@/components/admin/form-modal';
import { DayInput } from '@/components/day-input';
import { applyServerErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n';
import { showSuccess } from '@/lib/messages';
import { useTranslateError } from '@/lib/use-translate-error';
import { useAddPublicHoliday } from '../api/public-holidays';
import { validateHoliday } from '../lib/holidays';

interface HolidayValues {
  date: string;
  name: string;
  reason: string;
}

/** Add a holiday (a state's, or a replacement day): date, name, optional reason. */
export function HolidayModal({
  opened,
  year,
  onClose,
  onAdded,
}: {
  opened: boolean;
  /** The year on screen: the date picker opens there. */
  year: number;
  onClose: () => void;
  onAdded: (date: string) => void;
}) {
  const { t } = useTranslation('adminReference');
  const translateError = useTranslateError();
  const add = useAddPublicHoliday();
  const form = useForm<HolidayValues>({
    initialValues: { date: '', name: '', reason: '' },
    validate: validateHoliday,
  });
  const { reset } = form;

  useEffect(() => {
    if (opened) reset();
  }, [opened, reset]);

  const submit = form.onSubmit((values) =>
    add.mutate(
      {
        date: values.date,
        name: values.name.trim(),
        ...(values.reason.trim() ? { reason: values.reason.trim() } : {}),
      },
      {
        onSuccess: (holiday) => {
          showSuccess('adminReference:holidays.added', { name: holiday.name });
          onAdded(holiday.date);
          onClose();
        },
        onError: (failure) =>
          applyServerErrors(t, form, failure, {
            describe: (code, field) => {
              if (field === 'date' && code === 'CONFLICT') return t('holidays.duplicate');
              if (field === 'date' && code === 'VALIDATION_ERROR') return t('holidays.bad_date');
              return code;
            },
          }),
      },
    ),
  );
  const field = (name: keyof HolidayValues) => ({
    ...form.getInputProps(name),
    error: translateError(form.errors[name]),
    'data-testid': `admin-holiday-${name}`,
  });

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('holidays.new')}
      onSubmit={submit}
      labels={{ cancel: t('common.cancel'), save: t('holidays.add') }}
      saving={add.isPending}
      testId="admin-holiday"
    >
      <DayInput
        label={t('holidays.date')}
        description={t('holidays.date_hint')}
        required
        min="2000-01-01"
        max="2100-12-31"
        placeholder={`${year}-01-01`}
        data-autofocus
        {...field('date')}
      />
      <TextInput
        label={t('holidays.name')}
        description={t('holidays.name_hint')}
        required
        maxLength={100}
        {...field('name')}
      />
      <TextInput label={t('common.reason')} maxLength={500} {...field('reason')} />
    </FormModal>
  );
}
