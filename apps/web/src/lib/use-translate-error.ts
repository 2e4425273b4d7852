import { useTranslation } from '@/lib/i18n';

/** Translates a form error key from the `errors` namespace, keeping unknown text as is. */
export function useTranslateError() {
  const { t } = useTranslation('errors');
  return (error: unknown) =>
    typeof error === 'string' && error !== '' ? t(error, { defaultValue: error }) : undefined;
}
