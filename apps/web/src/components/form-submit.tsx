import { Alert, Button, type ButtonProps, PasswordInput } from '@mantine/core';
import type { FormErrors, GetInputPropsReturnType } from '@mantine/form';
import { IconAlertTriangle, IconShieldLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslateError } from '@/lib/use-translate-error';

/** What the security password field needs of a form: its input props and errors. */
export interface SecPasswordForm {
  getInputProps: (path: 'sec_password') => GetInputPropsReturnType;
  errors: FormErrors;
}

interface FormSubmitProps extends ButtonProps {
  testId: string;
  children: ReactNode;
  /** The form whose required security password goes above the button, when it asks for one. */
  secPassword?: { form: SecPasswordForm; label: string };
  /** A red note between them (e.g. "please fill in every field"), while there is one. */
  notice?: { text: string; testId: string } | false;
}

/**
 * The end of a member's form: the security password when it asks for one, what is still missing,
 * and the full-width submit button.
 */
export function FormSubmit({ testId, secPassword, notice, ...button }: FormSubmitProps) {
  const translateError = useTranslateError();
  return (
    <>
      {secPassword && (
        <PasswordInput
          label={secPassword.label}
          leftSection={<IconShieldLock size={18} />}
          autoComplete="off"
          required
          name="sec_password"
          {...secPassword.form.getInputProps('sec_password')}
          error={translateError(secPassword.form.errors.sec_password)}
        />
      )}
      {notice && (
        <Alert
          color="red"
          variant="light"
          p="xs"
          icon={<IconAlertTriangle size={16} />}
          data-testid={notice.testId}
        >
          {notice.text}
        </Alert>
      )}
      <Button type="submit" fullWidth data-testid={testId} {...button} />
    </>
  );
}
