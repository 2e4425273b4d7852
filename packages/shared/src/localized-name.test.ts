import { describe, expect, it } from 'vitest';
import { localizedName } from './localized-name.js';

const line = (name: string, name_en: string, name_ms: string | null = null) => ({
  name,
  name_en,
  name_ms,
});

describe('an order line’s name in the reader’s language', () => {
  it('is the Chinese name for Chinese readers', () => {
    expect(localizedName(line('草本洗发水', 'Herbal Shampoo', 'Syampu Herba'), 'zh')).toBe(
      '草本洗发水',
    );
    expect(localizedName(line('草本洗发水', 'Herbal Shampoo'), 'zh-Hant')).toBe('草本洗发水');
  });

  it('is the Malay name for Malay (and Indonesian) readers where the line has one', () => {
    expect(localizedName(line('草本洗发水', 'Herbal Shampoo', 'Syampu Herba'), 'ms')).toBe(
      'Syampu Herba',
    );
    expect(localizedName(line('草本洗发水', 'Herbal Shampoo', 'Syampu Herba'), 'id')).toBe(
      'Syampu Herba',
    );
    // A package line, or a product without a Malay name: English.
    expect(localizedName(line('黄金配套', 'Gold kit'), 'ms')).toBe('Gold kit');
    expect(localizedName(line('黄金配套', 'Gold kit', '  '), 'ms')).toBe('Gold kit');
  });

  it('is English otherwise, and the kept name when English is blank', () => {
    expect(localizedName(line('草本洗发水', 'Herbal Shampoo', 'Syampu Herba'), 'en')).toBe(
      'Herbal Shampoo',
    );
    expect(localizedName(line('', 'Gold kit'), 'zh')).toBe('Gold kit');
    expect(localizedName(line('Kit', ' '), 'en')).toBe('Kit');
  });
});
