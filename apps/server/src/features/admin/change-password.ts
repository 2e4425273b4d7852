import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { admins } from '../../db/schema/index.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import type { ActionResult } from '../../lib/run-action.js';
import { hashSecret, verifySecret } from '../../lib/secrets.js';
import { revokeSubjectTokens } from '../../lib/tokens.js';

/**
 * An operator chooses their own password (`POST api/admin/me/password`): the current one is
 * checked, the new one stored hashed, the "generated at first start" mark cleared and every other
 * session of the operator ended (whoever else knew the old password is signed out). Its audit
 * row names neither password.
 */
export async function changeAdminPassword(
  tx: Tx,
  input: {
    adminId: number;
    tokenId: number;
    currentPassword: string;
    password: string;
  },
): Promise<ActionResult<{ changed: true }>> {
  const [admin] = await tx.select().from(admins).where(eq(admins.id, input.adminId)).for('update');
  if (!admin) throw new AppError('UNAUTHORIZED');
  if (!(await verifySecret(admin.passwordHash, input.currentPassword)))
    throw fieldError('INCORRECT_PASSWORD', 'current_password');
  await tx
    .update(admins)
    .set({ passwordHash: await hashSecret(input.password), passwordGenerated: false })
    .where(eq(admins.id, admin.id));
  await revokeSubjectTokens(tx, 'admin', admin.id, input.tokenId);
  return {
    data: { changed: true },
    audit: {
      action: 'admin.password_change',
      targetType: 'admin',
      targetId: admin.id,
      before: { password_generated: admin.passwordGenerated },
      after: { password_generated: false },
    },
  };
}
