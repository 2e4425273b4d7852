import { describe, expect, it } from 'vitest';
import { collectPointBody, collectPointValues, validateCollectPoint } from './collect-point-form';

describe('collection centre form', () => {
  it('starts empty and active, and sends optional text as null', () => {
    const values = collectPointValues();
    expect(values).toMatchObject({ name: '', active: true });
    expect(
      collectPointBody({ ...values, name: ' KL ', address: ' 1 Jalan ', remark: '  ' }),
    ).toEqual({ name: 'KL', address: '1 Jalan', remark: null, opening_hours: null, active: true });
  });

  it('checks with the API’s schema', () => {
    const values = collectPointValues();
    expect(validateCollectPoint(values)).toMatchObject({ name: 'REQUIRED', address: 'REQUIRED' });
    expect(
      validateCollectPoint({
        ...values,
        name: 'KL',
        address: '1 Jalan',
        opening_hours: 'x'.repeat(201),
      }),
    ).toEqual({ opening_hours: 'VALIDATION_ERROR' });
    expect(validateCollectPoint({ ...values, name: 'KL', address: '1 Jalan' })).toEqual({});
  });
});
