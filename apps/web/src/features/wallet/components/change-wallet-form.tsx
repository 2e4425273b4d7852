import { Button, Group, Paper, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { changeWalletRequest, type MemberInfo, walletNames } from '@rangkai/shared';
import { IconArrowsExchange, IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { zodFormValidator } from '@/lib/form-validation';
import { showMessage } from '@/lib/messages';
import { groupMoney } from '@/lib/money';
import { useTranslateError } from '@/lib/use-translate-error';
import { type ChangeWalletBody, useChangeWallet } from '../api/change-wallet';
import { exceedsBalance, normaliseAmount } from '../lib/amount';
import { useIdempotencyKey } from '../lib/idempotency';
import { applyRefusal } from '../lib/server-errors';
import { AmountInput } from './amount-input';
import { WalletSelect } from './wallet-select';

const targets = ['point2', 'point3', 'point4'] as const;

const initialValues: ChangeWalletBody = { transfer_type: 'point3', amount: '', sec_password: '' };

/** BUSINESS_RULES §2: cash wallet (point1) into point2, point3 or point4, 1:1, no fee. */
export function ChangeWalletForm({ member, onDone }: { member: MemberInfo; onDone: () => void }) {
  const { t } = useTranslation('wallet');
  const translateError = useTranslateError();
  const changeWallet = useChangeWallet();
  const idempotency = useIdempotencyKey();

  const validateSchema = zodFormValidator(changeWalletRequest);
  const form = useForm<ChangeWalletBody>({
    initialValues,
    validate: (values) => {
      const errors = validateSchema(values);
      if (!values.amount) errors.amount = 'required';
      else if (!errors.amount && exceedsBalance(values.amount, member.point1)) {
        errors.amount = 'INSUFFICIAN_BALANCE';
      }
      return errors;
    },
  });

  const submit = form.onSubmit((values) => {
    const body = { ...values, amount: normaliseAmount(values.amount) };
    const { sec_password: _secret, ...details } = body;
    changeWallet.mutate(
      { body, key: idempotency.keyFor(details) },
      {
        onSuccess: (movement) => {
          idempotency.reset();
          form.reset();
          onDone();
          showMessage({
            type: 'success',
            title: { key: 'wallet:change_wallet.success_title' },
            text: {
              key: 'wallet:change_wallet.success',
              values: {
                amount: movement.amount,
                to: t(`names.${walletNames[movement.to_wallet]}`),
              },
            },
          });
        },
        onError: (error) => applyRefusal(t, form, error),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate data-testid="change-wallet-form">
      <Stack gap="md">
        <Paper withBorder radius="md" p="xs" bg="teal.0">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" c="dimmed">
              {t('change_wallet.from')}
            </Text>
            <Text size="sm" fw={600} ta="right" data-testid="available-point1">
              {t('names.cash')} · RM {groupMoney(member.point1)}
            </Text>
          </Group>
        </Paper>
        <WalletSelect
          label={t('fields.target_wallet')}
          options={targets}
          value={form.getValues().transfer_type}
          onChange={(wallet) => form.setFieldValue('transfer_type', wallet)}
          balances={member}
          testId="change-target"
        />
        <AmountInput
          label={t('fields.amount')}
          required
          name="amount"
          {...form.getInputProps('amount')}
          error={translateError(form.errors.amount)}
        />
        <PasswordInput
          label={t('fields.sec_password')}
          leftSection={<IconShieldLock size={18} />}
          autoComplete="off"
          required
          name="sec_password"
          {...form.getInputProps('sec_password')}
          error={translateError(form.errors.sec_password)}
        />
        <Button
          type="submit"
          fullWidth
          leftSection={<IconArrowsExchange size={18} />}
          loading={changeWallet.isPending}
          data-testid="change-wallet-submit"
        >
          {t('change_wallet.submit')}
        </Button>
      </Stack>
    </form>
  );
}
