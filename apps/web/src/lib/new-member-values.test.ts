import { MALAYSIA_COUNTRY_ID } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import {
  emptyNewMemberValues,
  type NewMemberValues,
  newMemberRequest,
  newMemberState,
  optionalText,
} from './new-member-values';

const filled: NewMemberValues = {
  ...emptyNewMemberValues(' RK000001 '),
  username: ' alice01 ',
  fullname: ' Alice Tan ',
  ic: '900101145678',
  contact_number: '0123456789',
  email: ' alice@example.com ',
  state_id: '14',
  group_type: '2',
  password: 'abc123',
  password_confirmation: 'abc123',
  sec_password: 'xyz789',
  receiver_fullname: '  ',
  receiver_phone: ' 0129998888 ',
  address: '  ',
  postcode: '',
  remark: ' call first ',
};

describe('a new member as typed (self-registration and registration on behalf)', () => {
  it('starts empty: Malaysia, no state, the left leg, the sponsor given, a delivery', () => {
    expect(emptyNewMemberValues('RK1')).toMatchObject({
      country_id: String(MALAYSIA_COUNTRY_ID),
      state_id: null,
      ref_id: 'RK1',
      group_type: '1',
      self_pickup: '0',
      collect_point_id: null,
    });
  });

  it('keeps the state for Malaysia only, and empty texts as null', () => {
    expect(newMemberState(filled)).toBe(14);
    expect(newMemberState({ country_id: '3', state_id: '14' })).toBeNull();
    expect(newMemberState({ country_id: String(MALAYSIA_COUNTRY_ID), state_id: null })).toBeNull();
    expect(optionalText('  ')).toBeNull();
    expect(optionalText(' a ')).toBe('a');
  });

  it('sends the shared fields alike, the end node over the leg asked', () => {
    expect(newMemberRequest(filled, null)).toEqual({
      username: 'alice01',
      fullname: 'Alice Tan',
      ic: '900101145678',
      contact_number: '0123456789',
      email: 'alice@example.com',
      country_id: MALAYSIA_COUNTRY_ID,
      ref_id: 'RK000001',
      group_type: 2,
      jid: null,
      password: 'abc123',
      password_confirmation: 'abc123',
      sec_password: 'xyz789',
      receiver_fullname: null,
      receiver_phone: '0129998888',
      postcode: null,
      self_pickup: 0,
      mall_collect_point_id: null,
      remark: 'call first',
    });
    const pickup = { ...filled, self_pickup: '1' as const, collect_point_id: '5' };
    expect(newMemberRequest(pickup, { jid: 9, group_type: 1 })).toMatchObject({
      group_type: 1,
      jid: 9,
      self_pickup: 1,
      mall_collect_point_id: 5,
    });
  });
});
