import { describe, expect, it } from 'vitest';
import {
  emptyNewMemberValues,
  type NewMemberValues,
  newMemberRequest,
} from '@/lib/new-member-values';
import { initialRegisterMemberValues, toRegisterMemberRequest } from './register-member-values';

const filled: NewMemberValues = {
  ...emptyNewMemberValues(' RK000001 '),
  username: ' alice01 ',
  email: ' alice@example.com ',
  state_id: '14',
  group_type: '2',
  receiver_fullname: '  ',
  address: '  ',
  remark: ' call first ',
};

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
