import { parseMoney } from '@rangkai/shared';
import type { Executor } from '../../db/client.js';
import { fieldError } from '../../lib/app-error.js';
import { readSettings } from '../settings/index.js';

const RANK_KEY = /^rank_(\d+)_(small_bv|direct_paid)$/;

/**
 * BUSINESS_RULES §6 as settings: each rank asks at least as much as the one below it. A change to
 * `rank_<n>_small_bv` or `rank_<n>_direct_paid` that would break that order is refused (`value`).
 */
export async function assertRankLadder(db: Executor, key: string, value: string): Promise<void> {
  const match = RANK_KEY.exec(key);
  if (!match) return;
  const values = { ...(await readSettings(db)), [key]: value };
  const measure = match[2];
  const rungs: bigint[] = [];
  for (let rank = 1; values[`rank_${rank}_${measure}`] !== undefined; rank++) {
    const raw = values[`rank_${rank}_${measure}`];
    rungs.push(measure === 'small_bv' ? (parseMoney(raw) ?? 0n) : BigInt(raw));
  }
  if (rungs.some((v, i) => i > 0 && v < rungs[i - 1]))
    throw fieldError('VALIDATION_ERROR', 'value');
}
