import type { Executor } from '../../db/client.js';
import { readSettings } from '../settings/index.js';

export interface WithdrawSettings {
  minSen: bigint;
  feePercent: number;
  usdtRate: string;
}

export async function withdrawSettings(db: Executor): Promise<WithdrawSettings> {
  const s = await readSettings(db);
  return {
    minSen: BigInt(s.withdraw_min_amount) * 100n,
    feePercent: Number(s.withdraw_fee_percent),
    usdtRate: s.usdt_rate,
  };
}
