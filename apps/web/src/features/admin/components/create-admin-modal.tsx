import {
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  Modal,
  PasswordInput,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { type AdminRole, type CreateAdminReply, createAdminRequest } from '@rangkai/shared';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '@/lib/api-error';
import { applyServerErrors } from '@/lib/form-errors';
import { zodFormValidator } from '@/lib/form-validation';
import { useTranslation } from '@/lib/i18n';
import { useTranslateError } from '@/lib/use-translate-error';
import { useCreateAdmin } from '../api/admins';

/** Creates an admin or support account; a generated password is shown here once. */
export function CreateAdminModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const translateError = useTranslateError();
  const create = useCreateAdmin();
  const [created, setCreated] = useState<CreateAdminReply | null>(null);
  const form = useForm({
    initialValues: { username: '', role: 'support' as AdminRole, password: '' },
    validate: (values) =>
      zodFormValidator(createAdminRequest)({ ...values, password: values.password || undefined }),
  });

  const close = () => {
    form.reset();
    setCreated(null);
    onClose();
  };

  const submit = form.onSubmit((values) => {
    create.mutate(
      {
        username: values.username.trim(),
        role: values.role,
        password: values.password || undefined,
      },
      {
        onSuccess: (reply) => setCreated(reply),
        onError: (err) =>
          applyServerErrors(t, form, err, {
            codeFields: { CONFLICT: 'username' },
            // Codes such as invalid_password stay codes: the inputs translate them.
            describe: (code, field) =>
              isApiError(err) && err.code === 'CONFLICT'
                ? t('admins.username_taken')
                : field === 'username'
                  ? t('admins.username_rule')
                  : code,
            onUnmatched: () => {
              const code = isApiError(err) ? err.code : 'internalError';
              form.setFieldError('username', t(`errors:${code}`, { defaultValue: code }));
            },
          }),
      },
    );
  });

  return (
    <Modal opened={opened} onClose={close} title={t('admins.create_title')} centered>
      {created ? (
        <Stack gap="sm">
          <Alert color="teal" variant="light">
            {t('admins.created', { username: created.username, role: t(`roles.${created.role}`) })}
          </Alert>
          {created.generated_password && (
            <Stack gap={4}>
              <Text size="sm">{t('admins.generated_password')}</Text>
              <Group gap="xs">
                <Code fz="md" data-testid="admin-generated-password">
                  {created.generated_password}
                </Code>
                <CopyButton value={created.generated_password}>
                  {({ copied, copy }) => (
                    <Button
                      size="xs"
                      variant="light"
                      onClick={copy}
                      leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                    >
                      {copied ? t('actions.copied') : t('actions.copy')}
                    </Button>
                  )}
                </CopyButton>
              </Group>
            </Stack>
          )}
          <Group justify="flex-end">
            <Button onClick={close}>{t('actions.done')}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput
              label={t('admins.username')}
              description={t('admins.username_rule')}
              {...form.getInputProps('username')}
              error={
                form.errors.username === 'invalid_username'
                  ? t('admins.username_rule')
                  : form.errors.username
              }
              data-testid="admin-create-username"
            />
            <Select
              label={t('admins.role')}
              data={(['support', 'admin'] as const).map((r) => ({
                value: r,
                label: t(`roles.${r}`),
              }))}
              allowDeselect={false}
              {...form.getInputProps('role')}
            />
            <PasswordInput
              label={t('admins.password')}
              description={t('admins.password_hint')}
              {...form.getInputProps('password')}
              error={translateError(form.errors.password)}
            />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={close}>
                {t('actions.cancel')}
              </Button>
              <Button type="submit" loading={create.isPending}>
                {t('admins.create')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
