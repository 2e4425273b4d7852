import type { Db } from '../../db/client.js';
import { sha256 } from '../../lib/secrets.js';
import type { Storage } from '../../lib/storage.js';
import { type MoneyActor, runMoneyAction } from '../money/index.js';
import { removeKycImages, storeKycImages } from './kyc-images.js';
import type { KycSubmission } from './parse-kyc-form.js';
import { submitKyc } from './submit-kyc.js';

/**
 * A submission through the money path (security password, idempotency key, audit row, one
 * transaction), its images stored encrypted first: a refusal removes them again, and so does a
 * replay of the first reply (same Idempotency-Key), whose own images are the ones kept.
 */
export async function submitKycWithImages(
  db: Db,
  storage: Storage,
  input: {
    actor: MoneyActor;
    key: string | null;
    ip: string;
    memberId: number;
    submission: KycSubmission;
    /** The uploaded files as received: their digests tell a reused key's other request. */
    uploads: Record<string, Buffer>;
  },
) {
  const { submission } = input;
  const keys = await storeKycImages(storage, submission.images);
  let inserted: number | null = null;
  try {
    const result = await runMoneyAction(
      db,
      {
        actor: input.actor,
        route: 'UserKyc',
        key: input.key,
        body: {
          id_number: submission.idNumber,
          fullname: submission.fullname,
          images: Object.fromEntries(
            Object.entries(input.uploads).map(([k, v]) => [k, sha256(v.toString('base64'))]),
          ),
        },
        ip: input.ip,
      },
      async (tx) => {
        const done = await submitKyc(tx, { memberId: input.memberId, submission, keys });
        inserted = done.data.id;
        return done;
      },
    );
    if (result.body.data.id !== inserted) await removeKycImages(storage, keys);
    return result;
  } catch (err) {
    await removeKycImages(storage, keys);
    throw err;
  }
}
