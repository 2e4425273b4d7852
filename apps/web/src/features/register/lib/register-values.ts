import type { UseFormReturnType } from '@mantine/form';
import { MALAYSIA_COUNTRY_ID, type RegisterRequest, registerRequest } from '@rangkai/shared';
import { zodFormValidator } from '@/lib/form-validation';

/** The registration form as typed (select values are strings); `toRegisterRequest` converts. */
export interface RegisterValues {
  username: string;
  fullname: string;
  ic: string;
  contact_number: string;
  email: string;
  otp: string;
  country_id: string;
  state_id: string | null;
  ref_id: string;
  group_type: '1' | '2';
  password: string;
  password_confirmation: string;
  sec_password: string;
  agree: boolean;
  receiver_fullname: string;
  receiver_phone: string;
  address: string;
  postcode: string;
  self_pickup: '0' | '1';
  collect_point_id: string | null;
  remark: string;
}

export type RegisterForm = UseFormReturnType<RegisterValues>;

/** Where the sponsor's end node puts the new member when no leg is asked (spec §5). */
export interface AutoPlacement {
  jid: number;
  group_type: 1 | 2;
}

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
  return {
    username: '',
    fullname: '',
    ic: '',
    contact_number: '',
    email: '',
    otp: '',
    country_id: String(MALAYSIA_COUNTRY_ID),
    state_id: null,
    ref_id: ref,
    group_type: '1',
    password: '',
    password_confirmation: '',
    sec_password: '',
    agree: false,
    receiver_fullname: '',
    receiver_phone: '',
    address: '',
    postcode: '',
    self_pickup: '0',
    collect_point_id: null,
    remark: '',
  };
}

const optional = (value: string) => (value.trim() === '' ? null : value.trim());

/** The body of `POST api/auth/register` (state only for Malaysia; the end node when given). */
export function toRegisterRequest(
  values: RegisterValues,
  placement: AutoPlacement | null,
  lang: string,
): RegisterRequest {
  const countryId = Number(values.country_id);
  return {
    username: values.username.trim(),
    fullname: values.fullname.trim(),
    ic: values.ic.trim(),
    contact_number: values.contact_number.trim(),
    email: values.email.trim(),
    otp: values.otp.trim(),
    country_id: countryId,
    state_id: countryId === MALAYSIA_COUNTRY_ID && values.state_id ? Number(values.state_id) : null,
    ref_id: values.ref_id.trim(),
    group_type: placement ? placement.group_type : values.group_type === '2' ? 2 : 1,
    jid: placement?.jid ?? null,
    password: values.password,
    password_confirmation: values.password_confirmation,
    sec_password: values.sec_password,
    agree: values.agree as true,
    lang,
    receiver_fullname: optional(values.receiver_fullname),
    receiver_phone: optional(values.receiver_phone),
    address: values.address.trim(),
    postcode: optional(values.postcode),
    self_pickup: values.self_pickup === '1' ? 1 : 0,
    mall_collect_point_id:
      values.self_pickup === '1' && values.collect_point_id
        ? Number(values.collect_point_id)
        : null,
    remark: optional(values.remark),
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
