import { NumberInput, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { FormModal } from '@/components/admin/form-modal';
import { applyServerErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n';
import { showSuccess } from '@/lib/messages';
import { useTranslateError } from '@/lib/use-translate-error';
import { type AdminCategory, useSaveCategory } from '../api/categories';
import {
  type CategoryFormValues,
  categoryBody,
  categoryValues,
  validateCategory,
} from '../lib/category-form';

/** Create (no category) or edit a category: names in English, Chinese and Malay, order, state. */
export function CategoryModal({
  opened,
  category,
  onClose,
}: {
  opened: boolean;
  category: AdminCategory | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminMall');
  const translateError = useTranslateError();
  const save = useSaveCategory();
  const form = useForm<CategoryFormValues>({
    initialValues: categoryValues(),
    validate: validateCategory,
  });
  const { setValues, resetDirty, clearErrors } = form;

  useEffect(() => {
    if (!opened) return;
    const values = categoryValues(category);
    setValues(values);
    resetDirty(values);
    clearErrors();
  }, [opened, category, setValues, resetDirty, clearErrors]);

  const submit = form.onSubmit((values) =>
    save.mutate(
      { id: category?.id ?? null, values: categoryBody(values) },
      {
        onSuccess: () => {
          showSuccess('adminMall:categories.saved');
          onClose();
        },
        onError: (failure) => applyServerErrors(t, form, failure, { describe: (code) => code }),
      },
    ),
  );

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t(category ? 'categories.edit' : 'categories.new')}
      onSubmit={submit}
      labels={{ cancel: t('common.cancel'), save: t('common.save') }}
      saving={save.isPending}
      testId="admin-mall-category"
    >
      {(['en', 'zh', 'ms'] as const).map((l) => (
        <TextInput
          key={l}
          label={`${t('categories.name')} · ${t(`languages.${l}`)}`}
          required={l === 'en'}
          maxLength={l === 'en' ? 100 : 150}
          {...form.getInputProps(`name_${l}`)}
          error={translateError(form.errors[`name_${l}`])}
          data-autofocus={l === 'en' ? true : undefined}
          data-testid={`admin-mall-category-name-${l}`}
        />
      ))}
      <NumberInput
        label={t('categories.sort_order')}
        description={t('categories.sort_order_hint')}
        min={0}
        max={9999}
        allowDecimal={false}
        allowNegative={false}
        {...form.getInputProps('sort_order')}
        error={translateError(form.errors.sort_order)}
        data-testid="admin-mall-category-sort"
      />
      <Switch
        label={t('common.active')}
        description={t('categories.active_hint')}
        {...form.getInputProps('active', { type: 'checkbox' })}
        data-testid="admin-mall-category-active"
      />
    </FormModal>
  );
}
