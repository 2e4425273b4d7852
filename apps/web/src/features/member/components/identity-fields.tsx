import { SimpleGrid, TextInput } from '@mantine/core';
import type { FormErrors, GetInputPropsReturnType } from '@mantine/form';
import { IconId, IconPhone, IconUser, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { useTranslateError } from '@/lib/use-translate-error';

type IdentityField = 'username' | 'fullname' | 'ic' | 'contact_number';

/** What the fields need of a registration form (self-registration or on behalf). */
interface IdentityForm {
  getInputProps: (path: IdentityField) => GetInputPropsReturnType;
  errors: FormErrors;
}

/** Step 1: who registers — username, full name, IC and contact number. */
export function IdentityFields({ form }: { form: IdentityForm }) {
  const { t } = useTranslation('member');
  const translateError = useTranslateError();
  const field = (name: IdentityField) => ({
    label: t(`fields.${name}`),
    placeholder: t(`placeholders.${name}`),
    withAsterisk: true,
    name,
    ...form.getInputProps(name),
    error: translateError(form.errors[name]),
  });

  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <TextInput
        {...field('username')}
        leftSection={<IconUser size={18} />}
        autoComplete="username"
        autoCapitalize="none"
      />
      <TextInput
        {...field('fullname')}
        leftSection={<IconUserCircle size={18} />}
        autoComplete="name"
      />
      <TextInput {...field('ic')} leftSection={<IconId size={18} />} autoCapitalize="characters" />
      <TextInput
        {...field('contact_number')}
        leftSection={<IconPhone size={18} />}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
      />
    </SimpleGrid>
  );
}
