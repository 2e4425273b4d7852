import { Group, Paper, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { changeWalletRequest, type MemberInfo, walletNames } from '@rangkai/shared';
import { IconArrowsExchange } from '@tabler/icons-react';
import { checkAmount, normaliseAmount } from '@/lib/amount';
import { zodFormValidator } from '@/lib/form-validation';
import { useTranslation } from '@/lib/i18n';
import { useIdempotencyKey } from '@/lib/idempotency';
import { showMessage } from '@/lib/messages';
import { groupMoney } from '@/lib/money';
import { type ChangeWalletBody, useChangeWallet } from '../api/change-wallet';
import { applyRefusal } from '../lib/server-errors';
import { AmountField, WalletSubmit } from './wallet-form-fields';
import { WalletSelect } from './wallet-select';

const targets = ['point2', 'point3', 'point4'] as const;

const initialValues: ChangeWalletBody = { transfer_type: 'point3', amount: '', sec_password: '' };

/** BUSINESS_RULES §2: cash wallet (point1) into point2, point3 or point4, 1:1, no fee. */
export function ChangeWalletForm({ member, onDone }: { member: MemberInfo; onDone: () => void }) {
  const { t } = useTranslation('wallet');
  const changeWallet = useChangeWallet();
  const idempotency = useIdempotencyKey();

  const validateSchema = zodFormValidator(changeWalletRequest);
  const form = useForm<ChangeWalletBody>({
    initialValues,
    validate: (values) => checkAmount(validateSchema(values), values.amount, member.point1),
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
        <AmountField form={form} />
        <WalletSubmit
          secPasswordOf={form}
          leftSection={<IconArrowsExchange size={18} />}
          loading={changeWallet.isPending}
          testId="change-wallet-submit"
        >
          {t('change_wallet.submit')}
        </WalletSubmit>
      </Stack>
    </form>
  );
}
