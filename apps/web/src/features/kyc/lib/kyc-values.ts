import type { KycBody } from '../api/kyc';

const IDENTITY_NUMBER = /^[A-Za-z0-9]{5,20}$/;

/**
 * Spec §5: id_number, fullname, both images and the security password are required (the selfie
 * is not); the identity number has 5–20 letters and digits. Keys of the `errors` namespace.
 */
export function validateKyc(values: KycBody): Record<string, string> {
  const errors: Record<string, string> = {};
  const idNumber = values.id_number.trim();
  if (!idNumber) errors.id_number = 'required';
  else if (!IDENTITY_NUMBER.test(idNumber)) errors.id_number = 'invalid_ic';
  const fullname = values.fullname.trim();
  if (!fullname) errors.fullname = 'required';
  else if (fullname.length > 100) errors.fullname = 'too_long';
  if (!values.ic_front) errors.ic_front = 'required';
  if (!values.ic_back) errors.ic_back = 'required';
  if (!values.sec_password) errors.sec_password = 'required';
  return errors;
}

/** Whether the form's errors include an empty required field (→ please_fill_all_fields). */
export function hasMissingField(errors: Record<string, unknown>): boolean {
  return Object.values(errors).some((error) => error === 'required');
}

/** Only letters and digits, upper case, as the member types the identity number. */
export function cleanIdNumber(text: string): string {
  return text
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, 20);
}
