import { formatSen, type GetWalletReply, settingByKey } from '@rangkai/shared';
import QRCode from 'qrcode';
import type { Database, PreparedStatement } from '../../db/client.js';

/** The deposit address, the USDT rate and the member's pending deposit: one prepared statement. */
const WALLET_INFO: PreparedStatement = {
  name: 'wallet_info_v1',
  text: `SELECT
      (SELECT value FROM settings WHERE key = 'deposit_address') AS address,
      (SELECT value FROM settings WHERE key = 'usdt_rate') AS usdt_rate,
      d.id, d.amount_sen::text AS amount_sen, d.method, d.reference, d.receipt_path IS NOT NULL AS has_receipt,
      d.status, d.reason, iso_time(d.created_at) AS created_at, iso_time(d.reviewed_at) AS reviewed_at
    FROM (SELECT 1) one
    LEFT JOIN deposits d ON d.member_id = $1 AND d.status = 'pending'`,
};

/** QR codes of deposit addresses: the same address always draws the same picture. */
const qrCodes = new Map<string, Promise<string>>();
function qrCode(address: string): Promise<string> {
  let code = qrCodes.get(address);
  if (!code) {
    if (qrCodes.size >= 16) qrCodes.clear();
    code = QRCode.toDataURL(address, { margin: 1, width: 240 });
    qrCodes.set(address, code);
  }
  return code;
}

/** `getWallet`: where to deposit (address and its QR code), the USDT rate, any pending deposit. */
export async function getWallet(database: Database, memberId: number): Promise<GetWalletReply> {
  const [row] = await database.query<{
    address: string | null;
    usdt_rate: string | null;
    id: number | null;
    amount_sen: string;
    method: 'fpx' | 'local';
    reference: string | null;
    has_receipt: boolean;
    status: 'pending';
    reason: string | null;
    created_at: string;
    reviewed_at: string | null;
  }>(WALLET_INFO, [memberId]);
  const address = row.address ?? settingByKey.get('deposit_address')!.default;
  return {
    address,
    qr_code: await qrCode(address),
    usdt_rate: row.usdt_rate ?? settingByKey.get('usdt_rate')!.default,
    pending_deposit:
      row.id === null
        ? null
        : {
            id: Number(row.id),
            amount: formatSen(BigInt(row.amount_sen)),
            method: row.method,
            reference: row.reference,
            has_receipt: row.has_receipt,
            status: row.status,
            reason: row.reason,
            created_at: row.created_at,
            reviewed_at: row.reviewed_at,
          },
  };
}
