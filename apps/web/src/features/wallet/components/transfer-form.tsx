import { Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type MemberInfo, transferRequest } from '@rangkai/shared';
import { IconArrowRight, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { checkAmount, normaliseAmount } from '@/lib/amount';
import { zodFormValidator } from '@/lib/form-validation';
import { useTranslation } from '@/lib/i18n';
import { useIdempotencyKey } from '@/lib/idempotency';
import { showMessage } from '@/lib/messages';
import { useTranslateError } from '@/lib/use-translate-error';
import { type ReceiverInfo, useCheckReceiver } from '../api/check-receiver';
import { type TransferBody, useTransfer } from '../api/transfer';
import { applyRefusal } from '../lib/server-errors';
import { ReceiverConfirmModal } from './receiver-confirm-modal';
import { AmountField, WalletSubmit } from './wallet-form-fields';
import { WalletSelect } from './wallet-select';

const transferWallets = ['point1', 'point3'] as const;

type TransferValues = Required<TransferBody>;

const initialValues: TransferValues = {
  transfer_type: 'point1',
  username: '',
  amount: '',
  remark: '',
  sec_password: '',
};

/**
 * Spec §4 transfer: details → receiver check (a failure stays here, under the field) →
 * confirmation dialog → transfer with an Idempotency-Key.
 */
export function TransferForm({ member, onDone }: { member: MemberInfo; onDone: () => void }) {
  const { t } = useTranslation('wallet');
  const translateError = useTranslateError();
  const checkReceiver = useCheckReceiver();
  const transfer = useTransfer();
  const idempotency = useIdempotencyKey();
  const [confirming, setConfirming] = useState<{
    values: TransferValues;
    receiver: ReceiverInfo;
  } | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);

  const validateSchema = zodFormValidator(transferRequest);
  const form = useForm<TransferValues>({
    initialValues,
    validate: (values) =>
      checkAmount(validateSchema(values), values.amount, member[values.transfer_type]),
  });

  const submit = form.onSubmit((values) =>
    checkReceiver.mutate(values.username.trim(), {
      onSuccess: (receiver) => {
        setConfirming({ values, receiver });
        setConfirmOpen(true);
      },
      onError: (error) => applyRefusal(t, form, error),
    }),
  );

  const confirm = () => {
    if (!confirming) return;
    const { values, receiver } = confirming;
    const body: TransferBody = {
      transfer_type: values.transfer_type,
      username: receiver.username,
      amount: normaliseAmount(values.amount),
      sec_password: values.sec_password,
      ...(values.remark.trim() ? { remark: values.remark.trim() } : {}),
    };
    const { sec_password: _secret, ...details } = body;
    transfer.mutate(
      { body, key: idempotency.keyFor(details) },
      {
        onSuccess: (movement) => {
          idempotency.reset();
          setConfirmOpen(false);
          form.reset();
          onDone();
          showMessage({
            type: 'success',
            title: { key: 'wallet:transfer.success_title' },
            text: {
              key: 'wallet:transfer.success',
              values: { amount: movement.amount, username: receiver.username },
            },
          });
        },
        onError: (error) => {
          // A refusal tied to a field goes back to the form; a lost reply keeps the dialog (and
          // its key) so that "Confirm" again cannot move the money twice.
          const fields = applyRefusal(t, form, error);
          if (fields.length > 0) setConfirmOpen(false);
        },
      },
    );
  };

  return (
    <>
      <form onSubmit={submit} noValidate data-testid="transfer-form">
        <Stack gap="md">
          <WalletSelect
            label={t('fields.transfer_type')}
            options={transferWallets}
            value={form.getValues().transfer_type}
            onChange={(wallet) => form.setFieldValue('transfer_type', wallet)}
            balances={member}
            testId="transfer-type"
          />
          <TextInput
            label={t('fields.receiver')}
            placeholder={t('fields.receiver_placeholder')}
            leftSection={<IconUser size={18} />}
            autoComplete="off"
            autoCapitalize="none"
            required
            name="username"
            {...form.getInputProps('username')}
            error={translateError(form.errors.username)}
          />
          <AmountField form={form} />
          <Textarea
            label={t('fields.remark')}
            placeholder={t('fields.remark_placeholder')}
            autosize
            minRows={1}
            maxRows={4}
            maxLength={200}
            name="remark"
            {...form.getInputProps('remark')}
            error={translateError(form.errors.remark)}
          />
          <WalletSubmit
            secPasswordOf={form}
            rightSection={<IconArrowRight size={18} />}
            loading={checkReceiver.isPending}
            testId="transfer-next"
          >
            {t('actions.next')}
          </WalletSubmit>
        </Stack>
      </form>
      <ReceiverConfirmModal
        opened={confirmOpen}
        details={confirming}
        loading={transfer.isPending}
        onConfirm={confirm}
        onClose={() => setConfirmOpen(false)}
      />
    </>
  );
}
