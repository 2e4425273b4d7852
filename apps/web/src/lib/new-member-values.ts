import { MALAYSIA_COUNTRY_ID } from '@rangkai/shared';

/**
 * A new member's form as typed (select values are strings), the part the self-registration
 * (features/register) and the registration on a member's behalf (features/packages) share: who,
 * where, under whom, the passwords and where the starter kit goes.
 */
export interface NewMemberValues {
  username: string;
  fullname: string;
  ic: string;
  contact_number: string;
  email: string;
  country_id: string;
  state_id: string | null;
  ref_id: string;
  group_type: '1' | '2';
  password: string;
  password_confirmation: string;
  sec_password: string;
  receiver_fullname: string;
  receiver_phone: string;
  address: string;
  postcode: string;
  self_pickup: '0' | '1';
  collect_point_id: string | null;
  remark: string;
}

/** The fields checked as soon as the pointer leaves them (the rest when a step is sent). */
export const NEW_MEMBER_BLUR_CHECKED = [
  'username',
  'fullname',
  'ic',
  'contact_number',
  'email',
  'password',
  'password_confirmation',
  'sec_password',
  'receiver_phone',
  'postcode',
];

/** Where the sponsor's end node puts the new member when no leg is asked (spec §5). */
export interface AutoPlacement {
  jid: number;
  group_type: 1 | 2;
}

/** An empty form: Malaysia, no state, the left leg, the sponsor given, a delivery. */
export function emptyNewMemberValues(ref: string): NewMemberValues {
  return {
    username: '',
    fullname: '',
    ic: '',
    contact_number: '',
    email: '',
    country_id: String(MALAYSIA_COUNTRY_ID),
    state_id: null,
    ref_id: ref,
    group_type: '1',
    password: '',
    password_confirmation: '',
    sec_password: '',
    receiver_fullname: '',
    receiver_phone: '',
    address: '',
    postcode: '',
    self_pickup: '0',
    collect_point_id: null,
    remark: '',
  };
}

/** Trimmed, or null when empty. */
export const optionalText = (value: string) => (value.trim() === '' ? null : value.trim());

/** The new member's state (Malaysia only). */
export function newMemberState(values: Pick<NewMemberValues, 'country_id' | 'state_id'>) {
  return Number(values.country_id) === MALAYSIA_COUNTRY_ID && values.state_id
    ? Number(values.state_id)
    : null;
}

/**
 * The request fields both registrations send alike (the end node when given); each adds its own
 * (the state's key, the address, the code or the package).
 */
export function newMemberRequest(values: NewMemberValues, placement: AutoPlacement | null) {
  const pickup = values.self_pickup === '1';
  return {
    username: values.username.trim(),
    fullname: values.fullname.trim(),
    ic: values.ic.trim(),
    contact_number: values.contact_number.trim(),
    email: values.email.trim(),
    country_id: Number(values.country_id),
    ref_id: values.ref_id.trim(),
    group_type: placement ? placement.group_type : values.group_type === '2' ? 2 : 1,
    jid: placement?.jid ?? null,
    password: values.password,
    password_confirmation: values.password_confirmation,
    sec_password: values.sec_password,
    receiver_fullname: optionalText(values.receiver_fullname),
    receiver_phone: optionalText(values.receiver_phone),
    postcode: optionalText(values.postcode),
    self_pickup: pickup ? 1 : 0,
    mall_collect_point_id:
      pickup && values.collect_point_id ? Number(values.collect_point_id) : null,
    remark: optionalText(values.remark),
  } as const;
}
