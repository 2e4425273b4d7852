import type { Tx } from '../../db/client.js';
import { mailNotice } from '../notifications/index.js';
import { reviewKyc } from './review-kyc.js';

/** Approves or fails a pending submission and mails the member the decision, in the caller's transaction. */
export async function decideKyc(
  tx: Tx,
  input: { id: number; decision: 'approved' | 'failed'; reason: string | null; adminId: number },
) {
  const done = await reviewKyc(tx, input);
  // Told once, with the decision: a replayed request (same key) does not mail again.
  await mailNotice(
    tx,
    done.data.member.id,
    input.decision === 'approved'
      ? { kind: 'kyc_approved' }
      : { kind: 'kyc_failed', reason: input.reason ?? '' },
  );
  return done;
}
