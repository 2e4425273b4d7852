import { type AdminWithdrawal, CSV_BOM, csvField } from '@rangkai/shared';

const columns: [string, (w: AdminWithdrawal) => string | number][] = [
  ['withdrawal_id', (w) => w.id],
  ['member_code', (w) => w.member.member_code],
  ['username', (w) => w.member.username],
  ['bank_country', (w) => w.bank_country],
  ['bank_name', (w) => w.bank_name],
  ['branch', (w) => w.branch],
  ['account_holder', (w) => w.bank_user],
  ['account_number', (w) => w.bank_number],
  ['amount_myr', (w) => w.amount],
  ['fee_myr', (w) => w.fee],
  ['pay_myr', (w) => w.amount_received],
  ['phase', (w) => w.phase],
  ['requested_at', (w) => w.created_at],
  ['approved_at', (w) => w.reviewed_at ?? ''],
  ['status', (w) => w.status],
];

/** The bank payout file: one row per withdrawal with the account to pay and the amount to pay. */
export function payoutCsv(rows: AdminWithdrawal[]): string {
  const lines = [columns.map(([name]) => name).join(',')];
  for (const w of rows) lines.push(columns.map(([, get]) => csvField(get(w))).join(','));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}
