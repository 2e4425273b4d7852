import { z } from 'zod';

/** The byte-order mark a CSV file starts with, so spreadsheets read it as UTF-8. */
export const CSV_BOM = '\uFEFF';

/** A cell: text, a number, or nothing (an empty cell). */
export type CsvCell = string | number | bigint | null | undefined;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. A value a
 * spreadsheet would run as a formula (= + - @, tab or carriage return first) gets a leading
 * apostrophe. With `number`, a cell that is only a decimal (a refund's "-59.00") is written as it
 * is: a spreadsheet reads it as a number, not a formula.
 */
export function csvField(value: CsvCell, { number = false } = {}): string {
  let text = value === null || value === undefined ? '' : String(value);
  const plainNumber = number && /^-?\d+(\.\d+)?$/.test(text);
  if (!plainNumber && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line (CRLF-terminated); `numeric(i)` says which columns hold decimal amounts. */
export function csvLine(cells: CsvCell[], numeric: (index: number) => boolean = () => false) {
  return `${cells.map((cell, i) => csvField(cell, { number: numeric(i) })).join(',')}\r\n`;
}

/** `?format=csv` on a back-office list: the whole filter as a CSV file instead of one JSON page. */
export const listFormat = z.enum(['json', 'csv']).default('json');
