import { describe, expect, it } from 'vitest';
import type { KycBody } from '../api/kyc';
import { cleanIdNumber, hasMissingField, validateKyc } from './kyc-values';

const image = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'front.jpg', { type: 'image/jpeg' });
const complete: KycBody = {
  id_number: '900101145678',
  fullname: 'Siti Aminah',
  sec_password: 'secret1',
  ic_front: image,
  ic_back: image,
  selfie: null,
};

describe('KYC form values', () => {
  it('takes a complete submission without the optional selfie', () => {
    expect(validateKyc(complete)).toEqual({});
  });

  it('asks for every required field (spec §5: please_fill_all_fields)', () => {
    const errors = validateKyc({
      id_number: ' ',
      fullname: '',
      sec_password: '',
      ic_front: null,
      ic_back: null,
      selfie: null,
    });
    expect(errors).toEqual({
      id_number: 'required',
      fullname: 'required',
      ic_front: 'required',
      ic_back: 'required',
      sec_password: 'required',
    });
    expect(hasMissingField(errors)).toBe(true);
  });

  it('refuses an identity number that is not 5 to 20 letters and digits', () => {
    expect(validateKyc({ ...complete, id_number: '1234' }).id_number).toBe('invalid_ic');
    expect(validateKyc({ ...complete, id_number: '900101-14-5678' }).id_number).toBe('invalid_ic');
    expect(validateKyc({ ...complete, id_number: 'A12345678' })).toEqual({});
    expect(hasMissingField(validateKyc({ ...complete, id_number: '1234' }))).toBe(false);
  });

  it('keeps only letters and digits of the identity number, in upper case', () => {
    expect(cleanIdNumber('900101-14-5678')).toBe('900101145678');
    expect(cleanIdNumber('a1234 567')).toBe('A1234567');
    expect(cleanIdNumber('1'.repeat(25))).toHaveLength(20);
  });
});
