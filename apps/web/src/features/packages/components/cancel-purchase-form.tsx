import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { UserPackage } from '@rangkai/shared';
import { IconArrowBackUp, IconShieldLock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { CancelRefusal } from '@/components/cancel-refusal';
import { useTranslation } from '@/lib/i18n';
import { groupMoney } from '@/lib/money';
import { useCancelCallbacks } from '@/lib/use-cancel-callbacks';
import { useTranslateError } from '@/lib/use-translate-error';
import {
  type PurchaseCancelled,
  refreshAfterCancel,
  useCancelPurchase,
} from '../api/cancel-purchase';
import { cancelCodeFields, purchaseRefusal } from '../lib/cancel-purchase';
import { CancelPurchaseSummary } from './cancel-purchase-summary';

interface CancelPurchaseFormProps {
  record: UserPackage;
  onCancelled: (reply: PurchaseCancelled) => void;
  onKeep: () => void;
}

/**
 * The confirmation of a cancellation (BUSINESS_RULES §13): what comes back, what the sponsor
 * loses, what becomes of the kit, then the security password. A refusal that says the purchase
 * cannot be cancelled (period ended, not the latest, already cancelled, not the payer) replaces
 * the form with its reason and refreshes the records.
 */
export function CancelPurchaseForm({ record, onCancelled, onKeep }: CancelPurchaseFormProps) {
  const { t } = useTranslation('packages');
  const translateError = useTranslateError();
  const queryClient = useQueryClient();
  const cancel = useCancelPurchase();
  const form = useForm({
    initialValues: { sec_password: '' },
    validate: { sec_password: (value) => (value ? null : 'REQUIRED') },
  });
  const { refused, keyFor, callbacks } = useCancelCallbacks({
    t,
    form,
    codeFields: cancelCodeFields,
    refusalOf: purchaseRefusal,
    refresh: () => refreshAfterCancel(queryClient),
    onCancelled,
  });

  const submit = form.onSubmit(({ sec_password }) => {
    const key = keyFor({ user_package_id: record.id });
    cancel.mutate({ body: { user_package_id: record.id, sec_password }, key }, callbacks);
  });

  if (refused)
    return <CancelRefusal code={refused} t={t} onClose={onKeep} testId="cancel-purchase" />;

  return (
    <form onSubmit={submit} noValidate data-testid="cancel-purchase-form">
      <Stack gap="md">
        <CancelPurchaseSummary record={record} />
        <Text size="sm" fw={600} c="red.8">
          {t('cancel.final')}
        </Text>
        <PasswordInput
          label={t('fields.sec_password')}
          leftSection={<IconShieldLock size={18} />}
          autoComplete="off"
          withAsterisk
          name="sec_password"
          {...form.getInputProps('sec_password')}
          error={translateError(form.errors.sec_password)}
          data-testid="cancel-purchase-password"
        />
        <Stack gap="xs">
          <Button
            type="submit"
            color="red"
            fullWidth
            leftSection={<IconArrowBackUp size={18} />}
            loading={cancel.isPending}
            data-testid="cancel-purchase-submit"
          >
            {t('cancel.submit', { total: groupMoney(record.total) })}
          </Button>
          <Button variant="default" fullWidth onClick={onKeep} data-testid="cancel-purchase-keep">
            {t('cancel.keep')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
