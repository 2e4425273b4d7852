import { Anchor, Button, Divider, Stack, Stepper, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { BackSubmitButtons } from '@/components/back-submit-buttons';
import {
  CountryStateFields,
  IdentityFields,
  PasswordFields,
  SponsorFields,
  useSponsor,
} from '@/features/member';
import { applyServerErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n';
import { NEW_MEMBER_BLUR_CHECKED } from '@/lib/new-member-values';
import { useFormSteps } from '@/lib/use-form-steps';
import { useCheckOtp } from '../api/check-otp';
import { type Registered, useRegister } from '../api/register';
import {
  initialRegisterValues,
  isAccountField,
  type RegisterValues,
  toRegisterRequest,
  validateRegister,
} from '../lib/register-values';
import { EmailVerification, verificationKey } from './email-verification';
import { ShippingStep } from './shipping-step';
import { TermsConsent } from './terms-consent';

const LOGIN_PATH = '/web/sessions/loginPage';
// Server field names that the form shows elsewhere.
const ALIASES = { ref_code: 'ref_id', jid: 'group_type' };

interface RegisterFormProps {
  initialRef: string;
  onRegistered: (reply: Registered) => void;
  /** Called when the visitor follows the log-in link (a dialog closes itself). */
  onNavigate?: () => void;
}

/** Spec §4 self-registration in two steps: account (with e-mail code and sponsor), shipping. */
export function RegisterForm({ initialRef, onRegistered, onNavigate }: RegisterFormProps) {
  const { t, i18n } = useTranslation('member');
  const [verified, setVerified] = useState<string | null>(null);
  const form = useForm<RegisterValues>({
    initialValues: initialRegisterValues(initialRef),
    validate: validateRegister,
    validateInputOnBlur: NEW_MEMBER_BLUR_CHECKED,
  });
  const { formRef, step, setStep, showErrors } = useFormSteps(form.setErrors);
  const values = form.getValues();
  const sponsor = useSponsor(values.ref_id);
  const checkOtpMutation = useCheckOtp();
  const registerMutation = useRegister();

  const goToShipping = () => {
    const errors = Object.fromEntries(
      Object.entries(validateRegister(values)).filter(([field]) => isAccountField(field)),
    );
    if (sponsor.status === 'invalid') errors.ref_id ??= 'INCORRECT_SPONSOR';
    if (Object.keys(errors).length > 0) return showErrors(errors);
    if (sponsor.status !== 'valid') return;
    if (verified === verificationKey(values.email, values.otp)) return setStep(1);
    checkOtpMutation.mutate(
      { email: values.email.trim(), otp: values.otp },
      {
        onSuccess: () => {
          setVerified(verificationKey(values.email, values.otp));
          setStep(1);
        },
        onError: (error) => applyServerErrors(t, form, error),
      },
    );
  };

  const submit = () => {
    const errors = validateRegister(values);
    if (Object.keys(errors).length > 0) {
      if (Object.keys(errors).some(isAccountField)) setStep(0);
      return showErrors(errors);
    }
    const body = toRegisterRequest(values, sponsor.autoPlacement, i18n.language);
    registerMutation.mutate(body, {
      onSuccess: onRegistered,
      onError: (error) => {
        const fields = applyServerErrors(t, form, error, { aliases: ALIASES });
        if (fields.includes('group_type')) void sponsor.refreshPlacement();
        if (fields.some(isAccountField)) setStep(0);
      },
    });
  };

  return (
    <form
      ref={formRef}
      noValidate
      data-testid="register-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (step === 0) goToShipping();
        else submit();
      }}
    >
      <Stepper active={step} size="sm" onStepClick={setStep} allowNextStepsSelect={false}>
        <Stepper.Step label={t('register.step_account')}>
          <Stack gap="md" pt="xs">
            <IdentityFields form={form} />
            <Divider label={t('register.section_email')} labelPosition="left" />
            <EmailVerification form={form} verified={verified} onVerified={setVerified} />
            <CountryStateFields required form={form} />
            <Divider label={t('register.section_sponsor')} labelPosition="left" />
            <SponsorFields form={form} sponsor={sponsor} />
            <Divider label={t('register.section_password')} labelPosition="left" />
            <PasswordFields form={form} />
            <TermsConsent form={form} />
            <Button
              type="submit"
              fullWidth
              size="md"
              rightSection={<IconArrowRight size={18} />}
              loading={checkOtpMutation.isPending || sponsor.status === 'checking'}
              data-testid="register-next"
            >
              {t('register.next')}
            </Button>
            <Text size="sm" ta="center" c="dimmed">
              {t('register.have_account')}{' '}
              <Anchor component={Link} to={LOGIN_PATH} onClick={onNavigate} underline="always">
                {t('common:nav.login')}
              </Anchor>
            </Text>
          </Stack>
        </Stepper.Step>
        <Stepper.Step label={t('register.step_shipping')}>
          <Stack gap="md" pt="xs">
            <ShippingStep form={form} />
            <BackSubmitButtons
              onBack={() => setStep(0)}
              backLabel={t('register.back')}
              submitLabel={t('register.submit')}
              loading={registerMutation.isPending}
              testIdPrefix="register"
            />
          </Stack>
        </Stepper.Step>
      </Stepper>
    </form>
  );
}
