import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { hashSecret, verifySecret } from '../../lib/secrets.js';
import { issueToken, type SubjectType } from '../../lib/tokens.js';

let dummyHash: Promise<string> | null = null;

/** Verifies against a throwaway hash so an unknown username costs as much as a wrong password. */
async function burnTime(password: string) {
  dummyHash ??= hashSecret('dummy-password-1');
  await verifySecret(await dummyHash, `${password}x`);
}

export interface LoginSubject {
  id: number;
  username: string;
  passwordHash: string;
  status: string;
}

/**
 * The account a login names, and the one canonical form of what was typed (NFKC, then the
 * database's own lower-casing: the form the member lookup compares), so that every spelling of
 * one name shares one budget of tries before the account is known.
 */
export async function findLoginSubject(
  db: Db,
  kind: SubjectType,
  username: string,
): Promise<{ canonical: string; subject: LoginSubject | null }> {
  const canonical = sql`lower(normalize(${username}, NFKC))`;
  const { rows } = await db.execute<{
    canonical: string;
    id: number | null;
    username: string;
    password_hash: string;
    status: string;
  }>(
    kind === 'member'
      ? sql`SELECT c.canonical, m.id, m.username, m.password_hash, m.status
          FROM (SELECT ${canonical} AS canonical) c
          LEFT JOIN members m ON lower(m.username) = c.canonical`
      : sql`SELECT c.canonical, a.id, a.username, a.password_hash, a.status
          FROM (SELECT ${canonical} AS canonical) c
          LEFT JOIN admins a ON a.username = ${username}`,
  );
  const row = rows[0];
  return {
    canonical: row.canonical,
    subject:
      row.id === null
        ? null
        : {
            id: Number(row.id),
            username: row.username,
            passwordHash: row.password_hash,
            status: row.status,
          },
  };
}

export interface LoginResult {
  token: string;
  expiresAt: Date;
  user: { id: number; username: string };
}

/** Checks the password of a found (or not found) account and issues a session token. */
export async function login(
  db: Db,
  kind: SubjectType,
  subject: LoginSubject | null,
  password: string,
  ttlHours: number,
): Promise<LoginResult> {
  if (!subject) {
    await burnTime(password);
    throw new AppError('LOGIN_FAIL');
  }
  if (!(await verifySecret(subject.passwordHash, password))) throw new AppError('LOGIN_FAIL');
  if (subject.status !== 'active') throw new AppError('ACCOUNT_SUSPENDED', null, 403);
  const { token, expiresAt } = await issueToken(db, kind, subject.id, ttlHours);
  return { token, expiresAt, user: { id: subject.id, username: subject.username } };
}
