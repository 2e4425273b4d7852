import { CSV_BOM, csvField } from '@rangkai/shared';
import type { SalesReport } from '../api/sales';

/** The column headings, in the reader's language. */
export interface SalesCsvHeadings {
  day: string;
  product_id: string;
  product: string;
  quantity: string;
  orders: string;
  gross: string;
  discount: string;
  refunded_quantity: string;
  refunds: string;
  amount: string;
  total: string;
}

/**
 * The report as a CSV file (a BOM so spreadsheets read UTF-8, CRLF lines): one row per day and
 * product, then the totals. Amounts stay the server's decimal strings (MYR); the first three
 * columns are text, the rest numbers.
 */
export function salesCsv(report: SalesReport, headings: SalesCsvHeadings): string {
  const lines: (string | number)[][] = [
    [
      headings.day,
      headings.product_id,
      headings.product,
      headings.quantity,
      headings.orders,
      headings.gross,
      headings.discount,
      headings.refunded_quantity,
      headings.refunds,
      headings.amount,
    ],
    ...report.rows.map((r) => [
      r.day,
      r.mall_product_id,
      r.product_name,
      r.quantity,
      r.orders,
      r.gross,
      r.discount,
      r.refunded_quantity,
      r.refunds,
      r.amount,
    ]),
    [
      headings.total,
      '',
      '',
      report.total_quantity,
      '',
      report.total_gross,
      report.total_discount,
      report.total_refunded_quantity,
      report.total_refunds,
      report.total_amount,
    ],
  ];
  const row = (cells: (string | number)[], heading: boolean) =>
    cells.map((cell, i) => csvField(cell, { number: !heading && i >= 3 })).join(',');
  return `${CSV_BOM}${lines.map((cells, i) => row(cells, i === 0)).join('\r\n')}\r\n`;
}

export const salesCsvName = (from: string, to: string) => `mall-sales-${from}-to-${to}.csv`;
