import { Button, Card, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { adminPasswordRequest } from '@rangkai/shared';
import { PageHeader } from '@/components/admin/page-header';
import { applyServerErrors } from '@/lib/form-errors';
import { zodFormValidator } from '@/lib/form-validation';
import { useTranslation } from '@/lib/i18n';
import { showSuccess } from '@/lib/messages';
import { useTranslateError } from '@/lib/use-translate-error';
import { useChangeAdminPassword } from '../api/change-password';

const empty = { current_password: '', password: '', password_confirmation: '' };

/** /admin/password: the operator chooses their own password (the generated one goes away). */
export function PasswordPage() {
  const { t } = useTranslation('adminReports');
  const translateError = useTranslateError();
  const change = useChangeAdminPassword();
  const form = useForm({ initialValues: empty, validate: zodFormValidator(adminPasswordRequest) });

  const submit = form.onSubmit((values) => {
    change.mutate(values, {
      onSuccess: () => {
        form.setValues(empty);
        showSuccess('adminReports:password.changed');
      },
      onError: (err) => applyServerErrors(t, form, err, { describe: (code) => code }),
    });
  });

  return (
    <Stack gap="md" maw={480} data-testid="admin-password-page">
      <PageHeader title={t('password.heading')} subtitle={t('password.subtitle')} />
      <Card withBorder radius="md" padding="md">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <PasswordInput
              label={t('password.current')}
              autoComplete="current-password"
              {...form.getInputProps('current_password')}
              error={translateError(form.errors.current_password)}
              data-testid="admin-password-current"
            />
            <PasswordInput
              label={t('password.new')}
              autoComplete="new-password"
              {...form.getInputProps('password')}
              error={translateError(form.errors.password)}
              data-testid="admin-password-new"
            />
            <PasswordInput
              label={t('password.confirm')}
              autoComplete="new-password"
              {...form.getInputProps('password_confirmation')}
              error={translateError(form.errors.password_confirmation)}
              data-testid="admin-password-confirm"
            />
            <Text size="xs" c="dimmed">
              {t('password.rule')}
            </Text>
            <Button type="submit" loading={change.isPending} data-testid="admin-password-save">
              {t('password.save')}
            </Button>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
