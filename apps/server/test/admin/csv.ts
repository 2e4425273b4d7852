import { expect } from 'vitest';
import { bearer, type TestContext } from '../helpers.js';

/** Parses CSV text (RFC 4180: quoted fields, doubled quotes, CRLF lines) into rows of cells. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/**
 * A back-office list as CSV (`format=csv` appended): checks the download headers and returns
 * the header row and the rows as objects keyed by column.
 */
export async function getCsv(ctx: Pick<TestContext, 'app'>, url: string, token: string) {
  const res = await ctx.app.inject({
    url: `${url}${url.includes('?') ? '&' : '?'}format=csv`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toMatch(
    /^attachment; filename="[a-z-]+-\d{4}-\d{2}-\d{2}\.csv"$/,
  );
  expect(res.body.startsWith('\uFEFF')).toBe(true);
  const [header, ...lines] = parseCsv(res.body.slice(1));
  const rows = lines.map((cells) => Object.fromEntries(header.map((h, i) => [h, cells[i]])));
  return { res, header, rows };
}

/** The reply to a CSV request that is refused: its status and stable code. */
export async function refusedCsv(ctx: Pick<TestContext, 'app'>, url: string, token: string | null) {
  const res = await ctx.app.inject({
    url: `${url}${url.includes('?') ? '&' : '?'}format=csv`,
    headers: token ? bearer(token) : {},
  });
  expect(res.headers['content-type']).toContain('application/json');
  return { status: res.statusCode, code: res.json().message as string };
}
