import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  createTestMember,
  loginAdmin,
  loginAs,
  type TestContext,
} from '../helpers.js';

let ctx: TestContext;
let memberToken: string;
let adminToken: string;
beforeAll(async () => {
  ctx = await createTestApp();
  memberToken = await loginAs(ctx, 'root', 'Root12345');
  adminToken = await loginAdmin(ctx);
});
afterAll(async () => {
  await ctx.close();
});

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

/** The string fields of a request schema (top level, through unions and intersections). */
function stringFields(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  const own = Object.entries(schema.properties ?? {})
    .filter(([, s]) => {
      const types = [s.type, ...(s.anyOf ?? []).map((a) => a.type)].flat();
      return types.includes('string');
    })
    .map(([name]) => name);
  const nested = [
    ...(schema.anyOf ?? []),
    ...(schema.allOf ?? []),
    ...(schema.oneOf ?? []),
  ].flatMap(stringFields);
  return [...new Set([...own, ...nested])];
}

let address = 0;
const nextAddress = () => {
  address++;
  return `10.88.${address >> 8}.${address & 255}`;
};

describe('control characters in text inputs', () => {
  it('every text field of the OpenAPI document refuses a NUL with a 400 naming the field', async () => {
    const doc = (await ctx.app.inject({ url: '/docs/json' })).json() as {
      paths: Record<
        string,
        Record<
          string,
          {
            requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
            parameters?: { in: string; name: string; schema?: JsonSchema }[];
          }
        >
      >;
    };
    const tried: string[] = [];
    for (const [route, operations] of Object.entries(doc.paths)) {
      if (!route.startsWith('/api/') || route.includes('{')) continue;
      for (const [method, operation] of Object.entries(operations)) {
        const token = route.startsWith('/api/admin/') ? adminToken : memberToken;
        const headers = { ...bearer(token), 'idempotency-key': `nul-${tried.length}` };
        const bodyFields = stringFields(
          operation.requestBody?.content?.['application/json']?.schema,
        );
        for (const field of bodyFields) {
          const res = await ctx.app.inject({
            method: method.toUpperCase() as 'POST',
            url: route,
            headers,
            payload: { [field]: 'a\u0000b' },
            remoteAddress: nextAddress(),
          });
          expect(res.statusCode, `${method} ${route} ${field}: ${res.body}`).toBe(400);
          expect(res.json().data?.[field], `${method} ${route} ${field}: ${res.body}`).toBe(
            'VALIDATION_ERROR',
          );
          tried.push(`${route} ${field}`);
        }
        for (const param of operation.parameters ?? []) {
          if (
            param.in !== 'query' ||
            !stringFields({ properties: { p: param.schema ?? {} } }).length
          )
            continue;
          const res = await ctx.app.inject({
            method: method.toUpperCase() as 'GET',
            url: `${route}?${param.name}=a%00b`,
            headers,
            remoteAddress: nextAddress(),
          });
          expect(res.statusCode, `${method} ${route} ?${param.name}: ${res.body}`).toBe(400);
          expect(
            res.json().data?.[param.name],
            `${method} ${route} ?${param.name}: ${res.body}`,
          ).toBe('VALIDATION_ERROR');
          tried.push(`${route} ?${param.name}`);
        }
      }
    }
    // The login, registration and transfer fields named by the review are among them.
    for (const expected of [
      '/api/auth/login username',
      '/api/admin/auth/login username',
      '/api/auth/register ref_id',
      '/api/wallet/wallet-transafer remark',
    ])
      expect(tried).toContain(expected);
    expect(tried.length).toBeGreaterThan(40);
  });

  it('a multipart deposit refuses one too', async () => {
    const boundary = 'rangkaiNUL';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="amount"\r\n\r\n10\r\n--${boundary}\r\nContent-Disposition: form-data; name="method"\r\n\r\nfpx\r\n--${boundary}\r\nContent-Disposition: form-data; name="reference"\r\n\r\nR\u0000X\r\n--${boundary}--\r\n`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/wallet/deposit',
      headers: {
        ...bearer(memberToken),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toEqual({ reference: 'VALIDATION_ERROR' });
  });
});

describe('path ids', () => {
  it('are positive decimal integers only: 0x10 never reaches member 16', async () => {
    while ((await ctx.db.execute(sql`SELECT 1 FROM members WHERE id = 16`)).rows.length === 0)
      await createTestMember(ctx);
    for (const id of [
      '0x10',
      '0b10000',
      '16.0',
      '%2016',
      '1e1',
      '016',
      '-16',
      '0',
      '99999999999',
    ]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/members/${id}/suspend`,
        headers: bearer(adminToken),
        payload: { reason: 'trying ids' },
      });
      expect(res.statusCode, `${id}: ${res.body}`).toBe(400);
    }
    const { rows } = await ctx.db.execute<{ status: string }>(
      sql`SELECT status FROM members WHERE id IN (10, 16) ORDER BY id`,
    );
    expect(rows.every((r) => r.status === 'active')).toBe(true);
  });
});

describe('refusals before routing', () => {
  it('a too-long path parameter (414) and oversized headers (431) answer in the envelope', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as { port: number };
    const long = 'a'.repeat(500);
    const res414 = await fetch(`http://127.0.0.1:${port}/api/admin/members/${long}`);
    expect(res414.status).toBe(414);
    const body414 = await res414.text();
    expect(JSON.parse(body414)).toEqual({
      error_code: 413,
      message: 'PAYLOAD_TOO_LARGE',
      data: null,
    });
    expect(body414).not.toContain(long);
    const res431 = await fetch(`http://127.0.0.1:${port}/healthz`, {
      headers: { 'x-big': 'c'.repeat(20_000) },
    });
    expect(res431.status).toBe(431);
    expect(await res431.json()).toEqual({
      error_code: 413,
      message: 'PAYLOAD_TOO_LARGE',
      data: null,
    });
  });
});
