import { csvField } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import { salesCsv, salesCsvName } from './sales-csv';

const headings = {
  day: 'Day',
  product_id: 'Product ID',
  product: 'Product',
  quantity: 'Quantity',
  orders: 'Orders',
  amount: 'Amount (MYR)',
  total: 'Total',
};

describe('sales CSV', () => {
  it('quotes what needs quoting', () => {
    expect(csvField('Tea, green')).toBe('"Tea, green"');
    expect(csvField('5" pot')).toBe('"5"" pot"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(12)).toBe('12');
  });

  it('defuses what a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-2')).toBe("'-2");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tx')).toBe("'\tx");
  });

  it('writes a row per day and product, net of vouchers and refunds, then the totals', () => {
    const csv = salesCsv(
      {
        rows: [
          {
            day: '2026-11-02',
            mall_product_id: 3,
            product_name: 'Tea',
            quantity: 2,
            orders: 1,
            gross: '118.00',
            discount: '10.00',
            refunded_quantity: 0,
            refunds: '0.00',
            amount: '108.00',
          },
          {
            day: '2026-11-03',
            mall_product_id: 4,
            product_name: '=cmd',
            quantity: 0,
            orders: 0,
            gross: '0.00',
            discount: '0.00',
            refunded_quantity: 1,
            refunds: '5.50',
            amount: '-5.50',
          },
        ],
        total_quantity: 2,
        total_refunded_quantity: 1,
        total_gross: '118.00',
        total_discount: '10.00',
        total_refunds: '5.50',
        total_amount: '102.50',
        total_shipping: '10.00',
      },
      {
        ...headings,
        gross: 'Gross',
        discount: 'Vouchers',
        refunded_quantity: 'Refunded',
        refunds: 'Refunds',
      },
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Day,Product ID,Product,Quantity,Orders,Gross,Vouchers,Refunded,Refunds,Amount (MYR)',
      '2026-11-02,3,Tea,2,1,118.00,10.00,0,0.00,108.00',
      "2026-11-03,4,'=cmd,0,0,0.00,0.00,1,5.50,-5.50",
      'Total,,,2,,118.00,10.00,1,5.50,102.50',
      '',
    ]);
  });

  it('keeps a negative amount a number but still defuses a formula in a number column', () => {
    expect(csvField('-5.50', { number: true })).toBe('-5.50');
    expect(csvField('-1+2', { number: true })).toBe("'-1+2");
  });

  it('names the file after the days', () => {
    expect(salesCsvName('2026-11-01', '2026-11-26')).toBe(
      'mall-sales-2026-11-01-to-2026-11-26.csv',
    );
  });
});
