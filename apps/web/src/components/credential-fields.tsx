import { PasswordInput, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconLock, IconUser } from '@tabler/icons-react';
import { useTranslateError } from '@/lib/use-translate-error';

interface Labels {
  username: string;
  password: string;
  usernamePlaceholder?: string;
  passwordPlaceholder?: string;
}

/** Username and password inputs of a login form (member and back-office alike). */
export function CredentialFields({
  form,
  labels,
}: {
  form: UseFormReturnType<{ username: string; password: string }>;
  labels: Labels;
}) {
  const translateError = useTranslateError();
  return (
    <>
      <TextInput
        label={labels.username}
        placeholder={labels.usernamePlaceholder}
        leftSection={<IconUser size={18} />}
        autoComplete="username"
        name="username"
        {...form.getInputProps('username')}
        error={translateError(form.errors.username)}
      />
      <PasswordInput
        label={labels.password}
        placeholder={labels.passwordPlaceholder}
        leftSection={<IconLock size={18} />}
        autoComplete="current-password"
        name="password"
        {...form.getInputProps('password')}
        error={translateError(form.errors.password)}
      />
    </>
  );
}
