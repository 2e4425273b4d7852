import { describe, expect, it } from 'vitest';
import { emptyValues, toRequest, validateValues } from './recipient';

const values = (changes: Partial<typeof emptyValues>) => ({ ...emptyValues, ...changes });

describe('toRequest', () => {
  it('sends to all, or to the trimmed member, with trimmed texts', () => {
    expect(toRequest(values({ member: 'bob', title: ' Hi ', body: ' Text\n' }))).toEqual({
      to: 'all',
      title: 'Hi',
      body: 'Text',
    });
    expect(
      toRequest(values({ audience: 'one', member: '  RK0001 ', title: 'a', body: 'b' })),
    ).toEqual({ to: 'RK0001', title: 'a', body: 'b' });
  });
});

describe('validateValues', () => {
  it('requires the title and the message, and the member for one', () => {
    expect(validateValues(values({}))).toEqual({ title: 'required', body: 'required' });
    expect(validateValues(values({ audience: 'one', member: ' ', title: 'a', body: 'b' }))).toEqual(
      { member: 'required' },
    );
    expect(validateValues(values({ member: '', title: 'a', body: 'b' }))).toEqual({});
  });

  it('keeps to the lengths the server takes', () => {
    expect(validateValues(values({ title: 'x'.repeat(121), body: 'y'.repeat(2001) }))).toEqual({
      title: 'too_long',
      body: 'too_long',
    });
    expect(validateValues(values({ title: 'x'.repeat(120), body: 'y'.repeat(2000) }))).toEqual({});
    expect(
      validateValues(values({ audience: 'one', member: 'm'.repeat(65), title: 'a', body: 'b' })),
    ).toEqual({ member: 'too_long' });
  });

  it('never takes "all" as one member', () => {
    expect(
      validateValues(values({ audience: 'one', member: 'ALL', title: 'a', body: 'b' })),
    ).toEqual({ member: 'adminNotifications:form.member_all' });
  });
});
