import { userBankRequest } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import { zodFormValidator } from '@/lib/form-validation';
import { bankDetailsErrors } from './bank-details';

const validate = (values: Record<string, string>) =>
  bankDetailsErrors(zodFormValidator(userBankRequest)(values));

const complete = {
  bank_country: 'Malaysia',
  bank_name: 'Maybank',
  bank_user: 'Siti Aminah',
  bank_number: '5140 1234-5678',
  branch: 'Kuala Lumpur',
  sec_password: 'secret1',
};

describe('bank details form', () => {
  it('takes complete details; spaces and dashes in the account number are ignored', () => {
    expect(validate(complete)).toEqual({});
  });

  it('asks for every field, the branch too (spec §5 complete_withdraw_details)', () => {
    expect(
      validate({
        bank_country: '',
        bank_name: ' ',
        bank_user: '',
        bank_number: '',
        branch: '',
        sec_password: '',
      }),
    ).toEqual({
      bank_country: 'required',
      bank_name: 'required',
      bank_user: 'required',
      bank_number: 'required',
      branch: 'required',
      sec_password: 'required',
    });
  });

  it('explains an account number that is not 5 to 20 digits', () => {
    expect(validate({ ...complete, bank_number: '12AB5678' }).bank_number).toBe(
      'withdraw:details.invalid_account',
    );
    expect(validate({ ...complete, bank_number: '1234' }).bank_number).toBe(
      'withdraw:details.invalid_account',
    );
  });
});
