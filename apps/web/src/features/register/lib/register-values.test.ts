import { describe, expect, it } from 'vitest';
import { emptyNewMemberValues, newMemberRequest } from '@/lib/new-member-values';
import { typedNewMember } from '@/lib/new-member-values.fixture';
import { initialRegisterValues, toRegisterRequest } from './register-values';

const filled = typedNewMember;

describe('the self-registration form', () => {
  it('starts as any new member, with no code and the terms not yet agreed', () => {
    expect(initialRegisterValues('RK1')).toEqual({
      ...emptyNewMemberValues('RK1'),
      otp: '',
      agree: false,
    });
  });

  it('adds its own to the shared fields: the code, state_id, the terms, the address as typed', () => {
    const self = toRegisterRequest({ ...filled, otp: ' 123456 ', agree: true }, null, 'ms');
    expect(self).toEqual({
      ...newMemberRequest(filled, null),
      otp: '123456',
      state_id: 14,
      agree: true,
      lang: 'ms',
      address: '',
    });
    expect(
      toRegisterRequest(
        { ...initialRegisterValues('RK1'), country_id: '3', state_id: '14' },
        null,
        'en',
      ).state_id,
    ).toBeNull();
  });
});
