import { describe, expect, it } from 'vitest';
import { csvField, salesCsv, salesCsvName } from './sales-csv';

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

  it('writes a row per day and product, then the totals', () => {
    const csv = salesCsv(
      {
        rows: [
          {
            day: '2026-11-02',
            mall_product_id: 3,
            product_name: 'Tea',
            quantity: 2,
            orders: 1,
            amount: '20.00',
          },
          {
            day: '2026-11-03',
            mall_product_id: 4,
            product_name: '=cmd',
            quantity: 1,
            orders: 1,
            amount: '5.50',
          },
        ],
        total_quantity: 3,
        total_amount: '25.50',
      },
      headings,
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Day,Product ID,Product,Quantity,Orders,Amount (MYR)',
      '2026-11-02,3,Tea,2,1,20.00',
      "2026-11-03,4,'=cmd,1,1,5.50",
      'Total,,,3,,25.50',
      '',
    ]);
  });

  it('names the file after the days', () => {
    expect(salesCsvName('2026-11-01', '2026-11-26')).toBe(
      'mall-sales-2026-11-01-to-2026-11-26.csv',
    );
  });
});
