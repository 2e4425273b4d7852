import type { AdminProduct } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import { emptyProductValues, productBody, productValues, validateProduct } from './product-form';

const filled = {
  ...emptyProductValues(2),
  name_en: ' Herbal tea ',
  normal_credit: '10.00',
  premium_credit: '9',
  normal_cash: '12.50',
  premium_cash: '11.90',
  stock: 20,
};

describe('product form', () => {
  it('sends the prices as typed decimal strings and empty names as null', () => {
    expect(productBody(filled)).toMatchObject({
      mall_category_id: 2,
      name_en: 'Herbal tea',
      name_zh: null,
      normal_credit: '10.00',
      premium_credit: '9',
      premium_cash: '11.90',
      stock: 20,
      active: true,
      featured: false,
    });
    expect(validateProduct(filled)).toEqual({});
  });

  it('asks for the category, the English name, four prices and the stock', () => {
    const errors = validateProduct({ ...emptyProductValues(), stock: '' });
    expect(errors).toMatchObject({
      mall_category_id: 'REQUIRED',
      name_en: 'REQUIRED',
      normal_credit: 'INCORRECT_AMOUNT',
      premium_credit: 'INCORRECT_AMOUNT',
      normal_cash: 'INCORRECT_AMOUNT',
      premium_cash: 'INCORRECT_AMOUNT',
      stock: 'REQUIRED',
    });
  });

  it('refuses a price of more than two decimals, a zero price and a negative stock', () => {
    const errors = validateProduct({
      ...filled,
      normal_cash: '1.234',
      premium_cash: '0',
      stock: -2,
    });
    expect(errors).toEqual({
      normal_cash: 'INCORRECT_AMOUNT',
      premium_cash: 'INCORRECT_AMOUNT',
      stock: 'invalid_value',
    });
  });

  it('reads a stored product back into the form', () => {
    const product = {
      id: 4,
      mall_category_id: 3,
      product_name: 'Soap',
      product_name_cn: '肥皂',
      product_name_ms: null,
      description_en: 'Mild',
      description_zh: '',
      description_ms: '',
      price: {
        normal_credit: '5.00',
        premium_credit: '4.50',
        normal_cash: '6.00',
        premium_cash: '5.50',
      },
      stock: 7,
      active: false,
      featured: true,
    } as AdminProduct;
    expect(productValues(product)).toEqual({
      mall_category_id: '3',
      name_en: 'Soap',
      name_zh: '肥皂',
      name_ms: '',
      description_en: 'Mild',
      description_zh: '',
      description_ms: '',
      normal_credit: '5.00',
      premium_credit: '4.50',
      normal_cash: '6.00',
      premium_cash: '5.50',
      stock: 7,
      active: false,
      featured: true,
    });
  });
});
