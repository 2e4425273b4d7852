import {
  Alert,
  Button,
  Card,
  Group,
  Input,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { PageHeader } from '@/components/admin/page-header';
import { applyServerErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n';
import { useTranslateError } from '@/lib/use-translate-error';
import { type SendNotificationBody, useSendNotification } from '../api/send-notification';
import {
  type Audience,
  emptyValues,
  type SendNotificationValues,
  toRequest,
  validateValues,
} from '../lib/recipient';

const TITLE_MAX = 120;
const BODY_MAX = 2000;

/** /admin/notifications: a message (title and text) to every active member or to one. */
export function SendNotificationPage() {
  const { t } = useTranslation('adminNotifications');
  const translateError = useTranslateError();
  const send = useSendNotification();
  // The message under confirmation stays set after closing, so the dialog does not empty while
  // it fades out.
  const [confirming, setConfirming] = useState<SendNotificationBody | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [done, setDone] = useState<{ sent: number; to: string } | null>(null);
  const form = useForm<SendNotificationValues>({
    initialValues: emptyValues,
    validate: validateValues,
  });
  const values = form.getValues();

  const submit = form.onSubmit((v) => {
    setConfirming(toRequest(v));
    setConfirmOpen(true);
  });

  const confirm = () => {
    if (!confirming) return;
    const body = confirming;
    send.mutate(body, {
      onSuccess: ({ sent }) => {
        setConfirmOpen(false);
        setDone({ sent, to: body.to });
        form.reset();
      },
      onError: (error) => {
        // The inputs translate the codes themselves.
        const fields = applyServerErrors(t, form, error, {
          aliases: { to: 'member' },
          codeFields: { INCORRECT_USERNAME: 'member' },
          describe: (code) => code,
        });
        if (fields.length > 0) setConfirmOpen(false);
      },
    });
  };

  const everyone = confirming?.to === 'all';

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Stack gap="md" maw={640}>
        {done && (
          <Alert
            color="teal"
            variant="light"
            icon={<IconCircleCheck size={20} />}
            title={t('done.title')}
            withCloseButton
            onClose={() => setDone(null)}
            data-testid="admin-notification-done"
          >
            {done.to === 'all'
              ? t('done.all', { count: done.sent })
              : t('done.one', { member: done.to })}
          </Alert>
        )}
        <Card withBorder radius="md" padding="md">
          <form onSubmit={submit} noValidate data-testid="admin-notification-form">
            <Stack gap="md">
              <Input.Wrapper label={t('form.audience')} required>
                <SegmentedControl
                  fullWidth
                  mt={6}
                  value={values.audience}
                  onChange={(value) => {
                    form.setFieldValue('audience', value as Audience);
                    form.clearFieldError('member');
                  }}
                  data={[
                    { value: 'all', label: t('form.all') },
                    { value: 'one', label: t('form.one') },
                  ]}
                  data-testid="admin-notification-audience"
                />
              </Input.Wrapper>
              {values.audience === 'one' && (
                <TextInput
                  label={t('form.member')}
                  description={t('form.member_hint')}
                  required
                  autoComplete="off"
                  name="member"
                  maxLength={64}
                  {...form.getInputProps('member')}
                  error={translateError(form.errors.member)}
                  data-testid="admin-notification-member"
                />
              )}
              <TextInput
                label={t('form.title')}
                required
                maxLength={TITLE_MAX}
                name="title"
                {...form.getInputProps('title')}
                error={translateError(form.errors.title)}
                data-testid="admin-notification-title"
              />
              <Textarea
                label={t('form.body')}
                description={t('form.body_hint', {
                  count: values.body.length,
                  max: BODY_MAX,
                })}
                required
                autosize
                minRows={4}
                maxRows={12}
                maxLength={BODY_MAX}
                name="body"
                {...form.getInputProps('body')}
                error={translateError(form.errors.body)}
                data-testid="admin-notification-body"
              />
              <Group justify="flex-end">
                <Button
                  type="submit"
                  leftSection={<IconSend size={18} />}
                  data-testid="admin-notification-submit"
                >
                  {t('form.review')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Card>
      </Stack>
      <Modal
        opened={confirmOpen}
        onClose={() => !send.isPending && setConfirmOpen(false)}
        title={t('confirm.title')}
        centered
        styles={{ title: { fontWeight: 700 } }}
      >
        {confirming && (
          <Stack gap="md" data-testid="admin-notification-confirm">
            <Alert
              color={everyone ? 'orange' : 'blue'}
              variant="light"
              icon={<IconAlertTriangle size={18} />}
              data-testid="admin-notification-recipients"
            >
              {everyone ? t('confirm.all') : t('confirm.one', { member: confirming.to })}
            </Alert>
            <Card withBorder radius="md" padding="sm">
              <Stack gap={4}>
                <Text fw={700} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {confirming.title}
                </Text>
                <Text
                  size="sm"
                  mah={240}
                  style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line', overflowY: 'auto' }}
                >
                  {confirming.body}
                </Text>
              </Stack>
            </Card>
            <Group justify="flex-end" gap="xs">
              <Button
                variant="default"
                onClick={() => setConfirmOpen(false)}
                disabled={send.isPending}
              >
                {t('confirm.back')}
              </Button>
              <Button
                color={everyone ? 'orange' : 'blue'}
                leftSection={<IconSend size={16} />}
                loading={send.isPending}
                onClick={confirm}
                data-testid="admin-notification-send"
              >
                {everyone ? t('confirm.send_everyone') : t('confirm.send_member')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
