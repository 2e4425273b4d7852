import { type Db, inTransaction } from '../../db/client.js';
import type { AuditEntry } from '../../lib/audit.js';
import { getKyc } from './admin-kyc-query.js';
import { releaseIdentityNumber } from './release-identity-number.js';

/** Frees a failed submission's identity number (audited, in one transaction); the submission after. */
export async function releaseKycNumber(
  db: Db,
  options: { id: number; reason: string; actor: AuditEntry['actor']; ip: string | null },
) {
  await inTransaction(db, (tx) => releaseIdentityNumber(tx, options));
  return getKyc(db, options.id);
}
