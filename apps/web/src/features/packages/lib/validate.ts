import { MALAYSIA_COUNTRY_ID, registerMemberRequest } from '@rangkai/shared';
import { zodFormValidator } from '@/lib/form-validation';
import { type RegisterMemberValues, toRegisterMemberRequest } from './register-member-values';

const validateRequest = zodFormValidator(registerMemberRequest);

/** Request fields the form shows under another name. */
const formField: Record<string, string> = {
  state: 'state_id',
  mall_collect_point_id: 'collect_point_id',
  jid: 'group_type',
};

/**
 * The shared schema's verdict on the whole form, keyed by form field, plus what it cannot see:
 * the package and the registrant's security password, the state for Malaysia (the schema's
 * cross-field rules run only once every field parses), the address of the new member.
 */
export function validateRegisterMember(values: RegisterMemberValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, code] of Object.entries(
    validateRequest(toRegisterMemberRequest(values, null, 'en')),
  )) {
    errors[formField[field] ?? field] ??= code;
  }
  if (!values.user_group) errors.user_group = 'REQUIRED';
  else delete errors.user_group;
  if (values.my_sec_password === '') errors.my_sec_password = 'required';
  if (values.country_id === String(MALAYSIA_COUNTRY_ID) && !values.state_id)
    errors.state_id ??= 'REQUIRED';
  if (values.address.trim() === '') errors.address ??= 'REQUIRED';
  if (values.self_pickup === '1' && !values.collect_point_id)
    errors.collect_point_id ??= 'REQUIRED';
  return errors;
}
