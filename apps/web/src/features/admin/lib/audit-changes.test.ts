import { describe, expect, it } from 'vitest';
import { auditChanges, auditValue } from './audit-changes';

describe('audit log values', () => {
  it('shows a mall checkout as key: value pairs, never [object Object]', () => {
    const changes = auditChanges(null, {
      ref_no: 'M2611270001',
      total: '1049.00',
      pay: { point1: '0.00', point2: '10.00', point4: '1039.00' },
      voucher: null,
    });
    expect(changes).toEqual([
      { key: 'ref_no', from: '—', to: 'M2611270001' },
      { key: 'total', from: '—', to: '1,049.00' },
      { key: 'pay', from: '—', to: 'point1: 0.00 · point2: 10.00 · point4: 1,039.00' },
    ]);
    expect(changes.map((c) => c.to).join(' ')).not.toContain('[object Object]');
  });

  it('formats sen under a …Sen key as money, lists with commas, nothing as a dash', () => {
    expect(auditValue('3900', 'normalCreditSen')).toBe('39.00');
    expect(auditValue(123456, 'amount_sen')).toBe('1,234.56');
    expect(auditValue('3900', 'stock')).toBe('3900');
    expect(auditValue([3, 4])).toBe('3, 4');
    expect(auditValue([])).toBe('—');
    expect(auditValue({})).toBe('—');
    expect(auditValue(undefined)).toBe('—');
    expect(auditValue(false)).toBe('false');
    expect(auditValue({ a: { b: 1 } })).toBe('a: b: 1');
  });

  it('lists only what changed', () => {
    expect(
      auditChanges({ status: 'pending', amount: '5.00' }, { status: 'approved', amount: '5.00' }),
    ).toEqual([{ key: 'status', from: 'pending', to: 'approved' }]);
  });
});
