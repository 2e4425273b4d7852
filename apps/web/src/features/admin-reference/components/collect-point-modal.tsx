import { Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { AdminCollectPoint } from '@rangkai/shared';
import { useEffect } from 'react';
import { FormModal } from '@/components/admin/form-modal';
import { applyServerErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n';
import { showSuccess } from '@/lib/messages';
import { useTranslateError } from '@/lib/use-translate-error';
import { useSaveCollectPoint } from '../api/collect-points';
import {
  type CollectPointFormValues,
  collectPointBody,
  collectPointValues,
  validateCollectPoint,
} from '../lib/collect-point-form';

/** Add (no centre) or edit a collection centre: name, address, opening hours, remark, active. */
export function CollectPointModal({
  opened,
  point,
  onClose,
}: {
  opened: boolean;
  point: AdminCollectPoint | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminReference');
  const translateError = useTranslateError();
  const save = useSaveCollectPoint();
  const form = useForm<CollectPointFormValues>({
    initialValues: collectPointValues(),
    validate: validateCollectPoint,
  });
  const { setValues, resetDirty, clearErrors } = form;

  useEffect(() => {
    if (!opened) return;
    const values = collectPointValues(point);
    setValues(values);
    resetDirty(values);
    clearErrors();
  }, [opened, point, setValues, resetDirty, clearErrors]);

  const submit = form.onSubmit((values) =>
    save.mutate(
      { id: point?.id ?? null, body: collectPointBody(values) },
      {
        onSuccess: () => {
          showSuccess('adminReference:collect_points.saved');
          onClose();
        },
        onError: (failure) => applyServerErrors(t, form, failure, { describe: (code) => code }),
      },
    ),
  );
  const field = (name: keyof CollectPointFormValues) => ({
    ...form.getInputProps(name),
    error: translateError(form.errors[name]),
    'data-testid': `admin-collect-point-${name.replace('_', '-')}`,
  });

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t(point ? 'collect_points.edit' : 'collect_points.new')}
      onSubmit={submit}
      labels={{ cancel: t('common.cancel'), save: t('common.save') }}
      saving={save.isPending}
      testId="admin-collect-point"
    >
      <TextInput
        label={t('collect_points.name')}
        required
        maxLength={100}
        data-autofocus
        {...field('name')}
      />
      <Textarea
        label={t('collect_points.address')}
        required
        autosize
        minRows={2}
        maxLength={300}
        {...field('address')}
      />
      <TextInput
        label={t('collect_points.opening_hours')}
        description={t('collect_points.opening_hours_hint')}
        maxLength={200}
        {...field('opening_hours')}
      />
      <TextInput label={t('collect_points.remark')} maxLength={300} {...field('remark')} />
      <Switch
        label={t('common.active')}
        description={t('collect_points.active_hint')}
        {...form.getInputProps('active', { type: 'checkbox' })}
        data-testid="admin-collect-point-active"
      />
      <TextInput label={t('common.reason')} maxLength={500} {...field('reason')} />
    </FormModal>
  );
}
