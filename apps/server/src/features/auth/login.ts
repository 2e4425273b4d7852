import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { admins, members } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { hashSecret, verifySecret } from '../../lib/secrets.js';
import { issueToken, type SubjectType } from '../../lib/tokens.js';

let dummyHash: Promise<string> | null = null;

/** Verifies against a throwaway hash so an unknown username costs as much as a wrong password. */
async function burnTime(password: string) {
  dummyHash ??= hashSecret('dummy-password-1');
  await verifySecret(await dummyHash, `${password}x`);
}

export interface LoginResult {
  token: string;
  expiresAt: Date;
  user: { id: number; username: string };
}

export async function login(
  db: Db,
  kind: SubjectType,
  credentials: { username: string; password: string },
  ttlHours: number,
): Promise<LoginResult> {
  const table = kind === 'member' ? members : admins;
  const [subject] = await db
    .select({
      id: table.id,
      username: table.username,
      passwordHash: table.passwordHash,
      status: table.status,
    })
    .from(table)
    .where(
      kind === 'member'
        ? sql`lower(${members.username}) = lower(${credentials.username})`
        : eq(admins.username, credentials.username),
    );
  if (!subject) {
    await burnTime(credentials.password);
    throw new AppError('LOGIN_FAIL');
  }
  if (!(await verifySecret(subject.passwordHash, credentials.password)))
    throw new AppError('LOGIN_FAIL');
  if (subject.status !== 'active') throw new AppError('ACCOUNT_SUSPENDED', null, 403);
  const { token, expiresAt } = await issueToken(db, kind, subject.id, ttlHours);
  return { token, expiresAt, user: { id: subject.id, username: subject.username } };
}
