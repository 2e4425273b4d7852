import type { RegisterMemberRequest } from '@rangkai/shared';
import {
  type AutoPlacement,
  emptyNewMemberValues,
  type NewMemberValues,
  newMemberRequest,
  newMemberState,
  optionalText,
} from '@/lib/new-member-values';
import type { DeliveryChoice } from './shipping';

/**
 * The registration-on-behalf form as typed (select values are strings). `sec_password` is the
 * new member's; `my_sec_password` the registrant's own, checked with `checkSecPwd` and never sent
 * with the registration.
 */
export interface RegisterMemberValues extends NewMemberValues {
  user_group: string | null;
  my_sec_password: string;
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
    ...emptyNewMemberValues(ref),
    group_type: placement?.group_type === 2 ? '2' : '1',
    user_group: null,
    my_sec_password: '',
  };
}

/** Where the starter kit goes: a delivery to the new member's state, or a centre pickup. */
export function registerDelivery(values: RegisterMemberValues): DeliveryChoice {
  return { selfPickup: values.self_pickup === '1', stateId: newMemberState(values) };
}

/** The body of `POST api/member/register-member` (the end node when given). */
export function toRegisterMemberRequest(
  values: RegisterMemberValues,
  placement: AutoPlacement | null,
  lang: string,
): RegisterMemberRequest {
  return {
    ...newMemberRequest(values, placement),
    state: newMemberState(values),
    user_group: Number(values.user_group ?? 0),
    pay_type: 'point3',
    lang,
    address: optionalText(values.address),
  };
}
