import { Button, Stack, Stepper } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { MemberInfo } from '@rangkai/shared';
import { IconArrowRight } from '@tabler/icons-react';
import { BackSubmitButtons } from '@/components/back-submit-buttons';
import { useLookup } from '@/features/global';
import { type Sponsor, useSponsor } from '@/features/member';
import { isApiError } from '@/lib/api-error';
import { applyServerErrors, describeServerError } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n';
import { useIdempotencyKey } from '@/lib/idempotency';
import { NEW_MEMBER_BLUR_CHECKED } from '@/lib/new-member-values';
import { useFormSteps } from '@/lib/use-form-steps';
import { useCheckSecPwd } from '../api/check-sec-pwd';
import { type MemberRegistered, useRegisterMember } from '../api/register-member';
import {
  initialRegisterMemberValues,
  isAccountField,
  type RegisterMemberValues,
  type RegisterPlacement,
  registerDelivery,
  toRegisterMemberRequest,
} from '../lib/register-member-values';
import { secPasswordCodes } from '../lib/server-errors';
import { covers, purchaseCost } from '../lib/shipping';
import { validateRegisterMember } from '../lib/validate';
import { RegisterMemberAccount } from './register-member-account';
import { RegisterMemberShipping } from './register-member-shipping';

// Server field names that the form shows elsewhere.
const ALIASES = {
  ref_code: 'ref_id',
  jid: 'group_type',
  state: 'state_id',
  mall_collect_point_id: 'collect_point_id',
};
// Refusals the server pins to no field.
const CODE_FIELDS: Record<string, string> = {
  MEMBER_EXITS: 'username',
  iC_USED: 'ic',
  INCORRECT_SPONSOR: 'ref_id',
  NO_PERMISSION: 'ref_id',
  INCORRECT_PLACEMENT: 'group_type',
  PLACEMENT_TAKEN: 'group_type',
  INSUFFICIAN_BALANCE: 'user_group',
};

/** The sponsor as checked, placing at `placement` when one was chosen (shown as its hint). */
function withPlacement(sponsor: Sponsor, placement: RegisterPlacement | null): Sponsor {
  if (!placement) return sponsor;
  const { jid, group_type, upline } = placement;
  return {
    ...sponsor,
    autoPlacement: { jid, group_type },
    legs: [{ jid, group_type, username: upline }],
  };
}

interface RegisterMemberFormProps {
  registrant: MemberInfo;
  /** A fixed placement parent and leg (an empty slot chosen in the placement tree). */
  placement?: RegisterPlacement | null;
  onRegistered: (reply: MemberRegistered) => void;
}

/**
 * Spec §4 registration on behalf in two steps: the new member with their package, then (once the
 * registrant's security password checked out) shipping and the total paid from point3.
 */
export function RegisterMemberForm({
  registrant,
  placement = null,
  onRegistered,
}: RegisterMemberFormProps) {
  const { t, i18n } = useTranslation('packages');
  const form = useForm<RegisterMemberValues>({
    initialValues: initialRegisterMemberValues(registrant.member_code, placement),
    validate: validateRegisterMember,
    validateInputOnBlur: NEW_MEMBER_BLUR_CHECKED,
  });
  const { formRef, step, setStep, showErrors } = useFormSteps(form.setErrors);
  const values = form.getValues();
  const sponsor = withPlacement(useSponsor(values.ref_id), placement);
  const lookup = useLookup();
  const checkSecPwd = useCheckSecPwd();
  const registerMember = useRegisterMember();
  const idempotency = useIdempotencyKey();

  const eastFee = lookup.data?.system.shipping_fee_east ?? '0.00';
  const chosen = lookup.data?.packages.find((p) => String(p.id) === values.user_group);
  const cost = purchaseCost(
    chosen?.price ?? '0',
    registerDelivery(values),
    lookup.data?.states ?? [],
    eastFee,
  );

  /** A refusal of the registrant's own security password: back to it, emptied. */
  const secPasswordRefused = (error: unknown, code: string) => {
    setStep(0);
    form.setFieldValue('my_sec_password', '');
    form.setFieldError('my_sec_password', describeServerError(t, error, code));
  };

  const goToShipping = () => {
    const errors = Object.fromEntries(
      Object.entries(validateRegisterMember(values)).filter(([field]) => isAccountField(field)),
    );
    if (sponsor.status === 'invalid') errors.ref_id ??= 'INCORRECT_SPONSOR';
    if (chosen && !covers(registrant.point3, chosen.price))
      errors.user_group ??= 'INSUFFICIAN_BALANCE';
    if (Object.keys(errors).length > 0) return showErrors(errors);
    if (sponsor.status !== 'valid') return;
    checkSecPwd.mutate(
      { sec_password: values.my_sec_password },
      {
        onSuccess: () => setStep(1),
        onError: (error) =>
          applyServerErrors(t, form, error, {
            aliases: { sec_password: 'my_sec_password' },
            codeFields: Object.fromEntries(secPasswordCodes.map((c) => [c, 'my_sec_password'])),
          }),
      },
    );
  };

  const submit = () => {
    const errors = validateRegisterMember(values);
    if (!covers(registrant.point3, cost.total)) errors.user_group ??= 'INSUFFICIAN_BALANCE';
    if (Object.keys(errors).length > 0) {
      if (Object.keys(errors).some(isAccountField)) setStep(0);
      return showErrors(errors);
    }
    const body = toRegisterMemberRequest(values, sponsor.autoPlacement, i18n.language);
    const { password: _p, password_confirmation: _c, sec_password: _s, ...details } = body;
    registerMember.mutate(
      { body, key: idempotency.keyFor(details) },
      {
        onSuccess: (reply) => {
          idempotency.reset();
          onRegistered(reply);
        },
        onError: (error) => {
          if (isApiError(error) && secPasswordCodes.includes(error.code)) {
            return secPasswordRefused(error, error.code);
          }
          const fields = applyServerErrors(t, form, error, {
            aliases: ALIASES,
            codeFields: CODE_FIELDS,
          });
          if (fields.includes('group_type')) void sponsor.refreshPlacement();
          if (fields.some(isAccountField)) setStep(0);
        },
      },
    );
  };

  return (
    <form
      ref={formRef}
      noValidate
      // Scrolled to on a new step: clear of the dialog's sticky header.
      style={{ scrollMarginTop: 72 }}
      data-testid="register-member-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (step === 0) goToShipping();
        else submit();
      }}
    >
      <Stepper active={step} size="sm" onStepClick={setStep} allowNextStepsSelect={false}>
        <Stepper.Step label={t('register.step_member')}>
          <Stack gap="md" pt="xs">
            <RegisterMemberAccount form={form} sponsor={sponsor} balance={registrant.point3} />
            <Button
              type="submit"
              fullWidth
              size="md"
              rightSection={<IconArrowRight size={18} />}
              loading={checkSecPwd.isPending || sponsor.status === 'checking'}
              data-testid="register-member-next"
            >
              {t('register.next')}
            </Button>
          </Stack>
        </Stepper.Step>
        <Stepper.Step label={t('register.step_shipping')}>
          <Stack gap="md" pt="xs">
            <RegisterMemberShipping
              form={form}
              cost={cost}
              balance={registrant.point3}
              eastFee={eastFee}
            />
            <BackSubmitButtons
              onBack={() => setStep(0)}
              backLabel={t('register.back')}
              submitLabel={t('register.submit')}
              loading={registerMember.isPending}
              testIdPrefix="register-member"
            />
          </Stack>
        </Stepper.Step>
      </Stepper>
    </form>
  );
}
