import {
  Alert,
  Button,
  Card,
  Group,
  Input,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { adminWalletAdjust, type Wallet, wallets } from '@rangkai/shared';
import { IconAlertTriangle, IconCircleCheck, IconScale } from '@tabler/icons-react';
import { useState } from 'react';
import { PageHeader } from '@/components/admin/page-header';
import { AmountInput } from '@/components/amount-input';
import { normaliseAmount } from '@/lib/amount';
import { applyServerErrors } from '@/lib/form-errors';
import { zodFormValidator } from '@/lib/form-validation';
import { useTranslation } from '@/lib/i18n';
import { useIdempotencyKey } from '@/lib/idempotency';
import { groupMoney } from '@/lib/money';
import { useTranslateError } from '@/lib/use-translate-error';
import { type AdjustBody, type AdjustResult, useAdjustWallet } from '../api/adjust-wallet';

const initialValues: AdjustBody = {
  username: '',
  wallet: 'point1',
  direction: 'credit',
  amount: '',
  reason: '',
  description: '',
};

/** /admin/wallet-adjust: credit or debit one member wallet, with a reason, after a confirmation. */
export function AdjustWalletPage() {
  const { t } = useTranslation('walletAdmin');
  const translateError = useTranslateError();
  const adjust = useAdjustWallet();
  const idempotency = useIdempotencyKey();
  // The adjustment under confirmation stays set after closing, so the dialog does not empty
  // while it fades out.
  const [confirming, setConfirming] = useState<AdjustBody | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [done, setDone] = useState<(AdjustResult & { body: AdjustBody }) | null>(null);

  const validateSchema = zodFormValidator(adminWalletAdjust);
  const form = useForm<AdjustBody>({
    initialValues,
    validate: (values) => {
      const errors = validateSchema(values);
      if (!values.amount) errors.amount = 'required';
      if (!values.reason.trim()) errors.reason = 'required';
      else if (errors.reason) errors.reason = 'walletAdmin:adjust.reason_short';
      return errors;
    },
  });

  const submit = form.onSubmit((values) => {
    setConfirming({
      ...values,
      username: values.username.trim(),
      amount: normaliseAmount(values.amount),
      reason: values.reason.trim(),
      description: values.description?.trim() || undefined,
    });
    setConfirmOpen(true);
  });

  const confirm = () => {
    if (!confirming) return;
    const body = confirming;
    adjust.mutate(
      { body, key: idempotency.keyFor(body) },
      {
        onSuccess: (result) => {
          idempotency.reset();
          setConfirmOpen(false);
          setDone({ ...result, body });
          form.reset();
        },
        onError: (error) => {
          // The inputs translate the codes themselves.
          const fields = applyServerErrors(t, form, error, {
            codeFields: { INCORRECT_USERNAME: 'username', INSUFFICIAN_BALANCE: 'amount' },
            describe: (code) => code,
          });
          if (fields.length > 0) setConfirmOpen(false);
        },
      },
    );
  };

  const walletOptions = wallets.map((w: Wallet) => ({
    value: w,
    label: `${w} · ${t(`wallets.${w}`)}`,
  }));

  return (
    <>
      <PageHeader title={t('adjust.title')} subtitle={t('adjust.subtitle')} />
      <Stack gap="md" maw={560}>
        {done && (
          <Alert
            color="teal"
            variant="light"
            icon={<IconCircleCheck size={20} />}
            title={t('adjust.done_title')}
            withCloseButton
            onClose={() => setDone(null)}
            data-testid="admin-adjust-done"
          >
            {t(`adjust.done_${done.body.direction}`, {
              amount: groupMoney(done.body.amount),
              username: done.username,
              wallet: t(`wallets.${done.wallet}`),
              balance: groupMoney(done.balance),
              journal: done.journal_id,
            })}
          </Alert>
        )}
        <Card withBorder radius="md" padding="md">
          <form onSubmit={submit} noValidate data-testid="admin-adjust-form">
            <Stack gap="md">
              <TextInput
                label={t('adjust.member')}
                description={t('adjust.member_hint')}
                required
                autoComplete="off"
                name="username"
                {...form.getInputProps('username')}
                error={translateError(form.errors.username)}
              />
              <Select
                label={t('adjust.wallet')}
                data={walletOptions}
                allowDeselect={false}
                required
                {...form.getInputProps('wallet')}
                data-testid="admin-adjust-wallet"
              />
              <Input.Wrapper label={t('adjust.direction')} required>
                <SegmentedControl
                  fullWidth
                  mt={6}
                  color={form.getValues().direction === 'credit' ? 'teal' : 'red'}
                  value={form.getValues().direction}
                  onChange={(value) =>
                    form.setFieldValue('direction', value as AdjustBody['direction'])
                  }
                  data={[
                    { value: 'credit', label: t('adjust.credit') },
                    { value: 'debit', label: t('adjust.debit') },
                  ]}
                  data-testid="admin-adjust-direction"
                />
              </Input.Wrapper>
              <AmountInput
                label={t('adjust.amount')}
                required
                name="amount"
                {...form.getInputProps('amount')}
                error={translateError(form.errors.amount)}
              />
              <Textarea
                label={t('adjust.reason')}
                description={t('adjust.reason_hint')}
                required
                autosize
                minRows={2}
                maxRows={6}
                maxLength={500}
                name="reason"
                {...form.getInputProps('reason')}
                error={translateError(form.errors.reason)}
              />
              <TextInput
                label={t('adjust.description')}
                description={t('adjust.description_hint')}
                maxLength={200}
                name="description"
                {...form.getInputProps('description')}
                error={translateError(form.errors.description)}
              />
              <Group justify="flex-end">
                <Button
                  type="submit"
                  leftSection={<IconScale size={18} />}
                  data-testid="admin-adjust-submit"
                >
                  {t('adjust.review')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Card>
      </Stack>
      <Modal
        opened={confirmOpen}
        onClose={() => !adjust.isPending && setConfirmOpen(false)}
        title={t('adjust.confirm_title')}
        centered
        styles={{ title: { fontWeight: 700 } }}
      >
        {confirming && (
          <Stack gap="md" data-testid="admin-adjust-confirm">
            <Alert
              color={confirming.direction === 'credit' ? 'teal' : 'red'}
              variant="light"
              icon={<IconAlertTriangle size={18} />}
            >
              {t(`adjust.confirm_${confirming.direction}`, {
                amount: groupMoney(confirming.amount),
                username: confirming.username,
                wallet: t(`wallets.${confirming.wallet}`),
              })}
            </Alert>
            <Stack gap={2}>
              <Text size="xs" c="dimmed">
                {t('adjust.reason')}
              </Text>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {confirming.reason}
              </Text>
            </Stack>
            <Group justify="flex-end" gap="xs">
              <Button
                variant="default"
                onClick={() => setConfirmOpen(false)}
                disabled={adjust.isPending}
              >
                {t('adjust.back')}
              </Button>
              <Button
                color={confirming.direction === 'credit' ? 'teal' : 'red'}
                loading={adjust.isPending}
                onClick={confirm}
                data-testid="admin-adjust-confirm-button"
              >
                {t(`adjust.do_${confirming.direction}`)}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
