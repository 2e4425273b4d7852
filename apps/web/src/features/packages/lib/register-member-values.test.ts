import { describe, expect, it } from 'vitest';
import { emptyNewMemberValues, newMemberRequest } from '@/lib/new-member-values';
import { typedNewMember } from '@/lib/new-member-values.fixture';
import { initialRegisterMemberValues, toRegisterMemberRequest } from './register-member-values';

const filled = typedNewMember;

describe('the registration on a member’s behalf', () => {
  it('starts as any new member, on the leg of the slot chosen', () => {
    expect(initialRegisterMemberValues('RK1', { jid: 4, group_type: 2, upline: 'bob' })).toEqual({
      ...emptyNewMemberValues('RK1'),
      group_type: '2',
      user_group: null,
      my_sec_password: '',
    });
    expect(initialRegisterMemberValues('RK1').group_type).toBe('1');
  });

  it('adds its own to the shared fields: state, the package, point3, no empty address', () => {
    const behalf = toRegisterMemberRequest(
      { ...filled, user_group: '3', my_sec_password: 'mine12' },
      null,
      'en',
    );
    expect(behalf).toEqual({
      ...newMemberRequest(filled, null),
      state: 14,
      user_group: 3,
      pay_type: 'point3',
      lang: 'en',
      address: null,
    });
    expect(behalf).not.toHaveProperty('my_sec_password');
  });
});
