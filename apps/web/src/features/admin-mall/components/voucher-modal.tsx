import { Input, NumberInput, SegmentedControl, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { AdminVoucher } from '@rangkai/shared';
import { useEffect } from 'react';
import { FormModal } from '@/components/admin/form-modal';
import { businessZoneLabel } from '@/lib/business-time';
import { applyServerErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n';
import { showSuccess } from '@/lib/messages';
import { useTranslateError } from '@/lib/use-translate-error';
import { useSaveVoucher } from '../api/vouchers';
import {
  type DiscountType,
  emptyVoucherValues,
  type VoucherFormValues,
  validateVoucher,
  voucherBody,
  voucherErrorKey,
  voucherValues,
} from '../lib/voucher-form';

/** Create (no voucher) or edit a voucher: a fixed amount or a capped percentage off. */
export function VoucherModal({
  opened,
  voucher,
  onClose,
}: {
  opened: boolean;
  voucher: AdminVoucher | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminMall');
  const translateError = useTranslateError();
  const save = useSaveVoucher();
  const form = useForm<VoucherFormValues>({
    initialValues: emptyVoucherValues(),
    validate: validateVoucher,
  });
  const { setValues, resetDirty, clearErrors } = form;
  const values = form.getValues();
  const fixed = values.discount_type === 'fixed';
  const error = (field: keyof VoucherFormValues) => translateError(form.errors[field]);

  useEffect(() => {
    if (!opened) return;
    const next = voucher ? voucherValues(voucher) : emptyVoucherValues();
    setValues(next);
    resetDirty(next);
    clearErrors();
  }, [opened, voucher, setValues, resetDirty, clearErrors]);

  const submit = form.onSubmit((v) =>
    save.mutate(
      { id: voucher?.id ?? null, body: voucherBody(v) },
      {
        onSuccess: (saved) => {
          showSuccess('adminMall:vouchers.saved', { code: saved.code });
          onClose();
        },
        onError: (failure) =>
          applyServerErrors(t, form, failure, {
            describe: (code, field) => voucherErrorKey(field, code),
          }),
      },
    ),
  );

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={voucher ? `${t('vouchers.edit')} · ${voucher.code}` : t('vouchers.new')}
      size="lg"
      onSubmit={submit}
      labels={{ cancel: t('common.cancel'), save: t('common.save') }}
      saving={save.isPending}
      testId="admin-mall-voucher"
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={t('vouchers.code')}
          description={t('vouchers.code_hint')}
          required
          maxLength={32}
          {...form.getInputProps('code')}
          onChange={(event) => form.setFieldValue('code', event.currentTarget.value.toUpperCase())}
          error={error('code')}
          styles={{ input: { fontFamily: 'monospace' } }}
          data-autofocus
          data-testid="admin-mall-voucher-code"
        />
        <TextInput
          label={t('vouchers.name')}
          description={t('vouchers.name_hint')}
          required
          maxLength={100}
          {...form.getInputProps('name')}
          error={error('name')}
          data-testid="admin-mall-voucher-name"
        />
      </SimpleGrid>
      <Input.Wrapper label={t('vouchers.discount_type')}>
        <SegmentedControl
          fullWidth
          mt={6}
          value={values.discount_type}
          onChange={(value) => {
            form.setFieldValue('discount_type', value as DiscountType);
            form.clearFieldError('amount');
            form.clearFieldError('percent');
            form.clearFieldError('max_discount');
          }}
          data={(['fixed', 'percent'] as const).map((type) => ({
            value: type,
            label: t(`vouchers.types.${type}`),
          }))}
          data-testid="admin-mall-voucher-type"
        />
      </Input.Wrapper>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {fixed ? (
          <TextInput
            key="amount"
            label={t('vouchers.amount')}
            required
            inputMode="decimal"
            leftSection="RM"
            placeholder="0.00"
            {...form.getInputProps('amount')}
            error={error('amount')}
            data-testid="admin-mall-voucher-amount"
          />
        ) : (
          <>
            <NumberInput
              key="percent"
              label={t('vouchers.percent')}
              required
              min={1}
              max={100}
              allowDecimal={false}
              allowNegative={false}
              rightSection="%"
              {...form.getInputProps('percent')}
              error={error('percent')}
              data-testid="admin-mall-voucher-percent"
            />
            <TextInput
              key="max_discount"
              label={t('vouchers.max_discount')}
              description={t('vouchers.max_discount_hint')}
              inputMode="decimal"
              leftSection="RM"
              placeholder="0.00"
              {...form.getInputProps('max_discount')}
              error={error('max_discount')}
              data-testid="admin-mall-voucher-max"
            />
          </>
        )}
        <TextInput
          label={t('vouchers.min_spend')}
          description={t('vouchers.min_spend_hint')}
          inputMode="decimal"
          leftSection="RM"
          placeholder="0.00"
          {...form.getInputProps('min_spend')}
          error={error('min_spend')}
          data-testid="admin-mall-voucher-min-spend"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          type="datetime-local"
          label={t('vouchers.starts_at')}
          description={t('vouchers.time_hint', { zone: businessZoneLabel() })}
          required
          {...form.getInputProps('starts_at')}
          error={error('starts_at')}
          data-testid="admin-mall-voucher-starts"
        />
        <TextInput
          type="datetime-local"
          label={t('vouchers.ends_at')}
          description={t('vouchers.time_hint', { zone: businessZoneLabel() })}
          required
          {...form.getInputProps('ends_at')}
          error={error('ends_at')}
          data-testid="admin-mall-voucher-ends"
        />
        <NumberInput
          label={t('vouchers.total_quantity')}
          description={
            voucher ? t('vouchers.claimed_so_far', { count: voucher.claimed }) : undefined
          }
          required
          min={1}
          max={1_000_000}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('total_quantity')}
          error={error('total_quantity')}
          data-testid="admin-mall-voucher-total"
        />
        <NumberInput
          label={t('vouchers.per_member_limit')}
          required
          min={1}
          max={100}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('per_member_limit')}
          error={error('per_member_limit')}
          data-testid="admin-mall-voucher-limit"
        />
      </SimpleGrid>
      <Switch
        label={t('common.active')}
        description={t('vouchers.active_hint')}
        {...form.getInputProps('active', { type: 'checkbox' })}
        data-testid="admin-mall-voucher-active"
      />
    </FormModal>
  );
}
