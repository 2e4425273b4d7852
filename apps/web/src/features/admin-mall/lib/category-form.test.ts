import { describe, expect, it } from 'vitest';
import { categoryBody, categoryValues, validateCategory } from './category-form';

describe('category form', () => {
  it('starts empty, active, first in order', () => {
    expect(categoryValues()).toEqual({
      name_en: '',
      name_zh: '',
      name_ms: '',
      sort_order: 0,
      active: true,
    });
  });

  it('asks for the English name and a sort order from 0 to 9999', () => {
    expect(validateCategory(categoryValues())).toEqual({ name_en: 'REQUIRED' });
    expect(validateCategory({ ...categoryValues(), name_en: 'Tea', sort_order: 10000 })).toEqual({
      sort_order: 'invalid_value',
    });
    expect(validateCategory({ ...categoryValues(), name_en: 'Tea', sort_order: '' })).toEqual({});
  });

  it('trims the names and reads an empty sort order as 0', () => {
    expect(
      categoryBody({
        name_en: ' Tea ',
        name_zh: ' 茶 ',
        name_ms: '',
        sort_order: '',
        active: false,
      }),
    ).toEqual({ name_en: 'Tea', name_zh: '茶', name_ms: '', sort_order: 0, active: false });
  });
});
