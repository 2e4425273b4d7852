import { formatSen, senToUsdt, type WithdrawRecord } from '@rangkai/shared';
import type { withdrawals } from '../../db/schema/index.js';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

export function toWithdrawRecord(row: WithdrawalRow, usdtRate: string): WithdrawRecord {
  const received = row.amountSen - row.feeSen;
  return {
    id: row.id,
    amount: formatSen(row.amountSen),
    fee: formatSen(row.feeSen),
    amount_received: formatSen(received),
    amount_usdt: senToUsdt(row.amountSen, usdtRate),
    amount_received_usdt: senToUsdt(received, usdtRate),
    bank_country: row.bankCountry,
    bank_name: row.bankName,
    bank_user: row.bankUser,
    bank_number: row.bankNumber,
    branch: row.branch,
    phase: row.phase,
    status: row.status,
    reason: row.reason,
    bank_reference: row.bankReference,
    created_at: row.createdAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    paid_at: row.paidAt?.toISOString() ?? null,
  };
}
