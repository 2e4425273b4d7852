import { describe, expect, it } from 'vitest';
import { orderItemName } from './order-item-name.js';

const line = (name: string, name_en: string, name_ms: string | null = null) => ({
  name,
  name_en,
  name_ms,
});

describe('an order line’s name in the reader’s language', () => {
  it('is the Chinese name for Chinese readers', () => {
    expect(orderItemName(line('草本洗发水', 'Herbal Shampoo', 'Syampu Herba'), 'zh')).toBe(
      '草本洗发水',
    );
    expect(orderItemName(line('草本洗发水', 'Herbal Shampoo'), 'zh-Hant')).toBe('草本洗发水');
  });

  it('is the Malay name for Malay (and Indonesian) readers where the line has one', () => {
    expect(orderItemName(line('草本洗发水', 'Herbal Shampoo', 'Syampu Herba'), 'ms')).toBe(
      'Syampu Herba',
    );
    expect(orderItemName(line('草本洗发水', 'Herbal Shampoo', 'Syampu Herba'), 'id')).toBe(
      'Syampu Herba',
    );
    // A package line, or a product without a Malay name: English.
    expect(orderItemName(line('黄金配套', 'Gold kit'), 'ms')).toBe('Gold kit');
    expect(orderItemName(line('黄金配套', 'Gold kit', '  '), 'ms')).toBe('Gold kit');
  });

  it('is English otherwise, and the kept name when English is blank', () => {
    expect(orderItemName(line('草本洗发水', 'Herbal Shampoo', 'Syampu Herba'), 'en')).toBe(
      'Herbal Shampoo',
    );
    expect(orderItemName(line('', 'Gold kit'), 'zh')).toBe('Gold kit');
    expect(orderItemName(line('Kit', ' '), 'en')).toBe('Kit');
  });
});
