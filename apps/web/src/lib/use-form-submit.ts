import type { FormErrors } from '@mantine/form';
import type { FormEvent } from 'react';
import { applyServerErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n';

interface SubmittableForm<Values> {
  getValues: () => object;
  setErrors: (errors: FormErrors) => void;
  onSubmit: (handle: (values: Values) => void) => (event?: FormEvent<HTMLFormElement>) => void;
}

interface Mutation<Values> {
  mutate: (
    values: Values,
    options: { onSuccess: () => void; onError: (error: unknown) => void },
  ) => void;
}

/**
 * The submit handler of a form that sends its values as they are: `onSuccess` on success, the
 * server's field errors under the inputs otherwise.
 */
export function useFormSubmit<Values>(
  form: SubmittableForm<Values>,
  mutation: Mutation<Values>,
  onSuccess: () => void,
) {
  const { t } = useTranslation('member');
  return form.onSubmit((values) =>
    mutation.mutate(values, {
      onSuccess,
      onError: (error) => applyServerErrors(t, form, error),
    }),
  );
}
