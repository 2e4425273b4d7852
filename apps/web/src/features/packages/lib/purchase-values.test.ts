import { describe, expect, it } from 'vitest';
import {
  initialRegisterMemberValues,
  isAccountField,
  type RegisterMemberValues,
  registerDelivery,
  toRegisterMemberRequest,
} from './register-member-values';
import { checkUpgrade, initialUpgradeValues, toUpgradeRequest } from './upgrade-values';

describe('upgrade request', () => {
  it('sends the state for a delivery and the centre for a pickup, never both', () => {
    const delivery = {
      ...initialUpgradeValues,
      user_group_id: '3',
      state: '14',
      sec_password: 'a1',
    };
    expect(toUpgradeRequest(delivery)).toEqual({
      user_group_id: 3,
      self_pickup: 0,
      state: 14,
      mall_collect_point_id: null,
      sec_password: 'a1',
      pay_type: 'point3',
    });
    const pickup = { ...delivery, self_pickup: '1' as const, mall_collect_point_id: '2' };
    expect(toUpgradeRequest(pickup)).toMatchObject({
      self_pickup: 1,
      state: null,
      mall_collect_point_id: 2,
    });
  });

  it('asks for a package, the destination and the security password', () => {
    expect(checkUpgrade(initialUpgradeValues)).toEqual({
      user_group_id: 'REQUIRED',
      state: 'REQUIRED',
      sec_password: 'required',
    });
    expect(
      checkUpgrade({
        ...initialUpgradeValues,
        user_group_id: '4',
        self_pickup: '1',
        sec_password: 'x',
      }),
    ).toEqual({ mall_collect_point_id: 'REQUIRED' });
  });
});

describe('registration on behalf request', () => {
  const filled: RegisterMemberValues = {
    ...initialRegisterMemberValues('RK000001'),
    username: ' alice01 ',
    fullname: 'Alice Tan',
    ic: '900101145678',
    contact_number: '0123456789',
    email: 'alice@example.com',
    state_id: '14',
    group_type: '2',
    user_group: '3',
    password: 'abc123',
    password_confirmation: 'abc123',
    sec_password: 'xyz789',
    my_sec_password: 'mine12',
    address: '1 Jalan Test',
  };

  it('builds the body without the registrant’s security password', () => {
    const body = toRegisterMemberRequest(filled, null, 'en');
    expect(body).toMatchObject({
      username: 'alice01',
      ref_id: 'RK000001',
      state: 14,
      group_type: 2,
      jid: null,
      user_group: 3,
      pay_type: 'point3',
      self_pickup: 0,
      mall_collect_point_id: null,
      receiver_fullname: null,
      address: '1 Jalan Test',
    });
    expect(JSON.stringify(body)).not.toContain('mine12');
  });

  it('places at the end node when given, and drops the state outside Malaysia', () => {
    const body = toRegisterMemberRequest(
      { ...filled, country_id: '3' },
      { jid: 7, group_type: 1 },
      'zh',
    );
    expect(body).toMatchObject({ jid: 7, group_type: 1, state: null, lang: 'zh' });
    expect(registerDelivery({ ...filled, country_id: '3' })).toEqual({
      selfPickup: false,
      stateId: null,
    });
  });

  it('sends the centre only for a pickup', () => {
    const pickup = { ...filled, self_pickup: '1' as const, collect_point_id: '5' };
    expect(toRegisterMemberRequest(pickup, null, 'en').mall_collect_point_id).toBe(5);
    expect(
      toRegisterMemberRequest({ ...pickup, self_pickup: '0' }, null, 'en').mall_collect_point_id,
    ).toBe(null);
    expect(registerDelivery(pickup)).toEqual({ selfPickup: true, stateId: 14 });
  });

  it('keeps the package and the registrant’s password in step 1, shipping in step 2', () => {
    expect(isAccountField('user_group')).toBe(true);
    expect(isAccountField('my_sec_password')).toBe(true);
    expect(isAccountField('address')).toBe(false);
    expect(isAccountField('collect_point_id')).toBe(false);
  });
});
