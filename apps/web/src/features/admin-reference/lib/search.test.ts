import { describe, expect, it } from 'vitest';
import { filterRows, foldText } from './search';

describe('reference list search', () => {
  const rows = [
    { name: 'Việt Nam', code: 'VN' },
    { name: 'Malaysia', code: 'MY' },
    { name: 'Rangkai Centre Pénang', code: null },
  ];
  const fields = (r: (typeof rows)[number]) => [r.name, r.code];

  it('folds case and accents', () => {
    expect(foldText('Việt NAM')).toBe('viet nam');
  });

  it('keeps every row for an empty query and finds by any field, every word', () => {
    expect(filterRows(rows, '  ', fields)).toHaveLength(3);
    expect(filterRows(rows, 'viet', fields).map((r) => r.code)).toEqual(['VN']);
    expect(filterRows(rows, 'my', fields).map((r) => r.name)).toEqual(['Malaysia']);
    expect(filterRows(rows, 'centre penang', fields)).toHaveLength(1);
    expect(filterRows(rows, 'centre kuching', fields)).toEqual([]);
  });
});
