import { MALAYSIA_COUNTRY_ID, type RegisterMemberRequest } from '@rangkai/shared';
import type { AutoPlacement } from '@/features/register';
import type { DeliveryChoice } from './shipping';

/**
 * The registration-on-behalf form as typed (select values are strings). `sec_password` is the
 * new member's; `my_sec_password` the registrant's own, checked with `checkSecPwd` and never sent
 * with the registration.
 */
export interface RegisterMemberValues {
  username: string;
  fullname: string;
  ic: string;
  contact_number: string;
  email: string;
  country_id: string;
  state_id: string | null;
  ref_id: string;
  group_type: '1' | '2';
  user_group: string | null;
  password: string;
  password_confirmation: string;
  sec_password: string;
  my_sec_password: string;
  receiver_fullname: string;
  receiver_phone: string;
  address: string;
  postcode: string;
  self_pickup: '0' | '1';
  collect_point_id: string | null;
  remark: string;
}

/** Spec §4 step 1 (the new member, the package, the registrant's security password). */
export const accountFields = [
  'username',
  'fullname',
  'ic',
  'contact_number',
  'email',
  'country_id',
  'state_id',
  'ref_id',
  'group_type',
  'user_group',
  'password',
  'password_confirmation',
  'sec_password',
  'my_sec_password',
] as const;

export function isAccountField(field: string): boolean {
  return (accountFields as readonly string[]).includes(field);
}

/** A placement chosen beforehand: an empty slot (parent `jid`, leg) of the placement tree. */
export interface RegisterPlacement {
  jid: number;
  group_type: 1 | 2;
  /** The parent's username, for the placement hint. */
  upline: string;
}

/**
 * An empty form; the sponsor defaults to the registrant (the only one who may be, or above), the
 * leg to the chosen slot's.
 */
export function initialRegisterMemberValues(
  ref: string,
  placement: RegisterPlacement | null = null,
): RegisterMemberValues {
  return {
    username: '',
    fullname: '',
    ic: '',
    contact_number: '',
    email: '',
    country_id: String(MALAYSIA_COUNTRY_ID),
    state_id: null,
    ref_id: ref,
    group_type: placement?.group_type === 2 ? '2' : '1',
    user_group: null,
    password: '',
    password_confirmation: '',
    sec_password: '',
    my_sec_password: '',
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

/** The new member's state (Malaysia only). */
function stateOf(values: RegisterMemberValues): number | null {
  return Number(values.country_id) === MALAYSIA_COUNTRY_ID && values.state_id
    ? Number(values.state_id)
    : null;
}

/** Where the starter kit goes: a delivery to the new member's state, or a centre pickup. */
export function registerDelivery(values: RegisterMemberValues): DeliveryChoice {
  return { selfPickup: values.self_pickup === '1', stateId: stateOf(values) };
}

/** The body of `POST api/member/register-member` (the end node when given). */
export function toRegisterMemberRequest(
  values: RegisterMemberValues,
  placement: AutoPlacement | null,
  lang: string,
): RegisterMemberRequest {
  const pickup = values.self_pickup === '1';
  return {
    username: values.username.trim(),
    fullname: values.fullname.trim(),
    ic: values.ic.trim(),
    contact_number: values.contact_number.trim(),
    email: values.email.trim(),
    country_id: Number(values.country_id),
    state: stateOf(values),
    ref_id: values.ref_id.trim(),
    group_type: placement ? placement.group_type : values.group_type === '2' ? 2 : 1,
    jid: placement?.jid ?? null,
    user_group: Number(values.user_group ?? 0),
    password: values.password,
    password_confirmation: values.password_confirmation,
    sec_password: values.sec_password,
    pay_type: 'point3',
    lang,
    receiver_fullname: optional(values.receiver_fullname),
    receiver_phone: optional(values.receiver_phone),
    address: optional(values.address),
    postcode: optional(values.postcode),
    self_pickup: pickup ? 1 : 0,
    mall_collect_point_id:
      pickup && values.collect_point_id ? Number(values.collect_point_id) : null,
    remark: optional(values.remark),
  };
}
