import {
  type AdminMemberDetail,
  type AdminMemberProfileRequest,
  MALAYSIA_COUNTRY_ID,
} from '@rangkai/shared';

/** The edit form's values: text inputs as strings, selects as ids in strings. */
export interface ProfileFormValues {
  fullname: string;
  email: string;
  contact_number: string;
  country_id: string;
  state_id: string | null;
  address: string;
  postcode: string;
  reason: string;
}

export type ProfileField = Exclude<keyof ProfileFormValues, 'reason'>;

export function profileFormValues(m: AdminMemberDetail): ProfileFormValues {
  return {
    fullname: m.fullname,
    email: m.email ?? '',
    contact_number: m.contact_number ?? '',
    country_id: String(m.country_id),
    state_id: m.state_id === null ? null : String(m.state_id),
    address: m.shipping.address ?? '',
    postcode: m.shipping.postcode ?? '',
    reason: '',
  };
}

/**
 * The request for what the operator changed: only changed fields are sent (a field left alone
 * stays as it is on the server), an emptied optional field as null. Country and state go
 * together when either changed, the state only for Malaysia.
 */
export function profileChanges(m: AdminMemberDetail, v: ProfileFormValues) {
  const before = profileFormValues(m);
  const body: Omit<AdminMemberProfileRequest, 'reason'> = {};
  const changed: ProfileField[] = [];
  const text = (field: 'fullname' | 'email', value: string) => {
    if (value.trim() === before[field].trim()) return;
    body[field] = value.trim();
    changed.push(field);
  };
  const optional = (field: 'contact_number' | 'address' | 'postcode', value: string) => {
    if (value.trim() === before[field].trim()) return;
    body[field] = value.trim() || null;
    changed.push(field);
  };
  text('fullname', v.fullname);
  text('email', v.email);
  optional('contact_number', v.contact_number);
  const malaysia = v.country_id === String(MALAYSIA_COUNTRY_ID);
  const stateId = malaysia ? v.state_id : null;
  if (v.country_id !== before.country_id || stateId !== before.state_id) {
    body.country_id = Number(v.country_id);
    body.state_id = stateId === null ? null : Number(stateId);
    if (v.country_id !== before.country_id) changed.push('country_id');
    if (stateId !== before.state_id) changed.push('state_id');
  }
  optional('address', v.address);
  optional('postcode', v.postcode);
  return { body, changed };
}
