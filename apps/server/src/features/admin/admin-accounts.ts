import type { AdminAccount, AdminRole, CreateAdminReply } from '@rangkai/shared';
import { asc, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { admins } from '../../db/schema/index.js';
import { fieldError } from '../../lib/app-error.js';
import type { ActionResult } from '../../lib/run-action.js';
import { generatePassword, hashSecret } from '../../lib/secrets.js';

type AdminRow = typeof admins.$inferSelect;

function toAdminAccount(a: AdminRow): AdminAccount {
  return {
    id: a.id,
    username: a.username,
    role: a.role,
    status: a.status,
    created_at: a.createdAt.toISOString(),
  };
}

export async function listAdmins(db: Executor): Promise<AdminAccount[]> {
  const rows = await db.select().from(admins).orderBy(asc(admins.id));
  return rows.map(toAdminAccount);
}

/**
 * Creates a back-office account (admin or support) and its audit row. Without a
 * password one is generated and returned once; only its hash is kept. Usernames differing only
 * in case are refused, so two operators can never be confused in the audit log.
 */
export async function createAdmin(
  tx: Tx,
  options: { username: string; role: AdminRole; password?: string },
): Promise<ActionResult<CreateAdminReply>> {
  const username = options.username.trim();
  const [taken] = await tx
    .select({ id: admins.id })
    .from(admins)
    .where(sql`lower(${admins.username}) = lower(${username})`);
  if (taken) throw fieldError('CONFLICT', 'username');

  const password = options.password ?? generatePassword();
  const [created] = await tx
    .insert(admins)
    .values({ username, role: options.role, passwordHash: await hashSecret(password) })
    .onConflictDoNothing()
    .returning();
  if (!created) throw fieldError('CONFLICT', 'username');
  return {
    data: {
      ...toAdminAccount(created),
      generated_password: options.password === undefined ? password : null,
    },
    audit: {
      action: 'admin.create',
      targetType: 'admin',
      targetId: created.id,
      before: null,
      after: { username: created.username, role: created.role, status: created.status },
    },
  };
}
