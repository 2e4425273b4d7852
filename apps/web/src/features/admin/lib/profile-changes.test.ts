import type { AdminMemberDetail } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import { profileChanges, profileFormValues } from './profile-changes';

const member = {
  fullname: 'Siti Aminah',
  email: 'siti@example.test',
  contact_number: null,
  country_id: 2,
  state_id: null,
  shipping: { address: 'Jalan 1', postcode: null },
} as unknown as AdminMemberDetail;

describe('profileChanges', () => {
  it('sends only what changed, an emptied field as null', () => {
    const values = { ...profileFormValues(member), email: ' new@example.test ', address: '' };
    expect(profileChanges(member, values)).toEqual({
      body: { email: 'new@example.test', address: null },
      changed: ['email', 'address'],
    });
  });

  it('sends nothing when nothing changed (a Malaysian member without a state keeps none)', () => {
    expect(profileChanges(member, profileFormValues(member))).toEqual({ body: {}, changed: [] });
  });

  it('sends country and state together, no state outside Malaysia', () => {
    const abroad = { ...profileFormValues(member), country_id: '1', state_id: '5' };
    expect(profileChanges(member, abroad).body).toEqual({ country_id: 1, state_id: null });
    const state = { ...profileFormValues(member), state_id: '13' };
    expect(profileChanges(member, state)).toEqual({
      body: { country_id: 2, state_id: 13 },
      changed: ['state_id'],
    });
  });
});
