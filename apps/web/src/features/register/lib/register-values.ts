import type { UseFormReturnType } from '@mantine/form';
import { MALAYSIA_COUNTRY_ID, type RegisterRequest, registerRequest } from '@rangkai/shared';
import { zodFormValidator } from '@/lib/form-validation';
import {
  type AutoPlacement,
  emptyNewMemberValues,
  type NewMemberValues,
  newMemberRequest,
  newMemberState,
} from '@/lib/new-member-values';

/** The registration form as typed (select values are strings); `toRegisterRequest` converts. */
export interface RegisterValues extends NewMemberValues {
  otp: string;
  agree: boolean;
}

export type RegisterForm = UseFormReturnType<RegisterValues>;

/** Spec §3 registration step 1, in screen order; everything else is step 2 (shipping). */
export const accountFields = [
  'username',
  'fullname',
  'ic',
  'contact_number',
  'email',
  'otp',
  'country_id',
  'state_id',
  'ref_id',
  'group_type',
  'jid',
  'password',
  'password_confirmation',
  'sec_password',
  'agree',
] as const;

export function initialRegisterValues(ref: string): RegisterValues {
  return { ...emptyNewMemberValues(ref), otp: '', agree: false };
}

/** The body of `POST api/auth/register` (state only for Malaysia; the end node when given). */
export function toRegisterRequest(
  values: RegisterValues,
  placement: AutoPlacement | null,
  lang: string,
): RegisterRequest {
  return {
    ...newMemberRequest(values, placement),
    otp: values.otp.trim(),
    state_id: newMemberState(values),
    agree: values.agree as true,
    lang,
    address: values.address.trim(),
  };
}

const validateRequest = zodFormValidator(registerRequest);

/**
 * The shared schema's verdict on the whole form, keyed by form field. The schema's cross-field
 * rules (state for Malaysia) run only once every field parses, so that one is checked here too;
 * an empty code reads "required" rather than "incorrect".
 */
export function validateRegister(values: RegisterValues): Record<string, string> {
  const errors = validateRequest(toRegisterRequest(values, null, 'en'));
  if (values.otp.trim() === '') errors.otp = 'required';
  if (values.country_id === String(MALAYSIA_COUNTRY_ID) && !values.state_id) {
    errors.state_id ??= 'REQUIRED';
  }
  if (values.self_pickup === '1' && !values.collect_point_id)
    errors.collect_point_id ??= 'REQUIRED';
  if (errors.mall_collect_point_id) {
    errors.collect_point_id ??= errors.mall_collect_point_id;
    delete errors.mall_collect_point_id;
  }
  return errors;
}

export function isAccountField(field: string): boolean {
  return (accountFields as readonly string[]).includes(field);
}
