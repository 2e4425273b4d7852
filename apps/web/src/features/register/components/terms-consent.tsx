import { Anchor, Checkbox } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { Trans } from '@/lib/i18n';
import { useTranslateError } from '@/lib/use-translate-error';
import type { RegisterValues } from '../lib/register-values';

/** Where the terms and the privacy policy live (open pages, written in the back-office). */
export const TERMS_PATH = '/web/terms';
export const PRIVACY_PATH = '/web/privacy';

function DocumentLink({
  href,
  testId,
  children,
}: {
  href: string;
  testId: string;
  children?: React.ReactNode;
}) {
  // A new tab, so the half-filled registration form stays as it is.
  return (
    <Anchor href={href} target="_blank" rel="noopener" inherit data-testid={testId}>
      {children}
    </Anchor>
  );
}

/** "I agree to the terms and the privacy policy", each a link (spec §5: terms must be agreed). */
export function TermsConsent({ form }: { form: UseFormReturnType<RegisterValues> }) {
  const translateError = useTranslateError();
  return (
    <Checkbox
      label={
        <Trans
          ns="member"
          i18nKey="register.agree_terms"
          components={{
            terms: <DocumentLink href={TERMS_PATH} testId="register-terms-link" />,
            privacy: <DocumentLink href={PRIVACY_PATH} testId="register-privacy-link" />,
          }}
        />
      }
      name="agree"
      {...form.getInputProps('agree', { type: 'checkbox' })}
      error={translateError(form.errors.agree)}
      data-testid="register-agree"
    />
  );
}
