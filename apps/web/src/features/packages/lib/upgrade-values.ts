import type { UpgradePackageRequest } from '@rangkai/shared';
import type { DeliveryChoice } from './shipping';

/** The upgrade form as typed (select values are strings); `toUpgradeRequest` converts. */
export interface UpgradeValues {
  user_group_id: string | null;
  self_pickup: '0' | '1';
  state: string | null;
  mall_collect_point_id: string | null;
  sec_password: string;
}

export const initialUpgradeValues: UpgradeValues = {
  user_group_id: null,
  self_pickup: '0',
  state: null,
  mall_collect_point_id: null,
  sec_password: '',
};

export function upgradeDelivery(values: UpgradeValues): DeliveryChoice {
  const selfPickup = values.self_pickup === '1';
  return { selfPickup, stateId: !selfPickup && values.state ? Number(values.state) : null };
}

/** The body of `POST api/package/upgrade-package`: a state for a delivery, a centre for a pickup. */
export function toUpgradeRequest(values: UpgradeValues): UpgradePackageRequest {
  const { selfPickup, stateId } = upgradeDelivery(values);
  return {
    user_group_id: Number(values.user_group_id ?? 0),
    self_pickup: selfPickup ? 1 : 0,
    state: stateId,
    mall_collect_point_id:
      selfPickup && values.mall_collect_point_id ? Number(values.mall_collect_point_id) : null,
    sec_password: values.sec_password,
    pay_type: 'point3',
  };
}

/** What the form asks before sending (the server checks the same and more). */
export function checkUpgrade(values: UpgradeValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.user_group_id) errors.user_group_id = 'REQUIRED';
  if (values.self_pickup === '1' && !values.mall_collect_point_id)
    errors.mall_collect_point_id = 'REQUIRED';
  if (values.self_pickup === '0' && !values.state) errors.state = 'REQUIRED';
  if (values.sec_password === '') errors.sec_password = 'required';
  return errors;
}
