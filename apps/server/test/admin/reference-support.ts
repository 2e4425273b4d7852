import { expect } from 'vitest';
import { call } from '../mall/support.js';
import type { AdminTestContext } from './support.js';
import { auditRows } from './support.js';

/**
 * The same request as support and as a member: both refused with NO_PERMISSION, no audit row
 * written, and `snapshot` (the table the request would change) as it was.
 */
export async function refusedToOthers(
  ctx: AdminTestContext,
  memberToken: string,
  request: { method: 'POST' | 'PUT'; url: string; body: unknown },
  snapshot: () => Promise<unknown>,
) {
  const before = await snapshot();
  const audits = (await auditRows(ctx)).length;
  const asSupport = await call(ctx, ctx.supportToken, request.method, request.url, request.body);
  expect(asSupport).toMatchObject({ status: 403, body: { message: 'NO_PERMISSION' } });
  const asMember = await call(ctx, memberToken, request.method, request.url, request.body);
  expect(asMember).toMatchObject({ status: 403, body: { message: 'NO_PERMISSION' } });
  expect(await snapshot()).toEqual(before);
  expect((await auditRows(ctx)).length).toBe(audits);
}
