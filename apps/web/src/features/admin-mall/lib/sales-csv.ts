import type { SalesReport } from '../api/sales';

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break; a value a
 * spreadsheet would run as a formula (= + - @, tab, carriage return first) is prefixed with a
 * quote, as the server's withdrawal export does.
 */
export function csvField(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The column headings, in the reader's language. */
export interface SalesCsvHeadings {
  day: string;
  product_id: string;
  product: string;
  quantity: string;
  orders: string;
  amount: string;
  total: string;
}

/**
 * The report as a CSV file (a BOM so spreadsheets read UTF-8, CRLF lines): one row per day and
 * product, then the totals. Amounts stay the server's decimal strings (MYR).
 */
export function salesCsv(report: SalesReport, headings: SalesCsvHeadings): string {
  const lines = [
    [
      headings.day,
      headings.product_id,
      headings.product,
      headings.quantity,
      headings.orders,
      headings.amount,
    ],
    ...report.rows.map((r) => [
      r.day,
      r.mall_product_id,
      r.product_name,
      r.quantity,
      r.orders,
      r.amount,
    ]),
    [headings.total, '', '', report.total_quantity, '', report.total_amount],
  ];
  return `\uFEFF${lines.map((cells) => cells.map(csvField).join(',')).join('\r\n')}\r\n`;
}

export const salesCsvName = (from: string, to: string) => `mall-sales-${from}-to-${to}.csv`;
