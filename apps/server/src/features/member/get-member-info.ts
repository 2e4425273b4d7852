import type { MemberInfo } from '@rangkai/shared';
import { eq } from 'drizzle-orm';
import type { Database, Executor, PreparedStatement } from '../../db/client.js';
import { accounts } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { batchLookup, perDatabase } from '../../lib/batch-lookup.js';
import { sha256 } from '../../lib/secrets.js';
import { memberOfSession } from '../../lib/tokens.js';

/**
 * Wallet balances of a member, in sen, from the ledger accounts; `debt` is the clawback debt
 * account's balance (≤ 0: what the member owes, BUSINESS_RULES §13).
 */
export async function walletBalances(db: Executor, memberId: number) {
  const rows = await db
    .select({ wallet: accounts.wallet, balance: accounts.balance })
    .from(accounts)
    .where(eq(accounts.memberId, memberId));
  const balances = { point1: 0n, point2: 0n, point3: 0n, point4: 0n, debt: 0n };
  for (const row of rows) balances[row.wallet as keyof typeof balances] = row.balance;
  return balances;
}

/**
 * `get-member-info`, called on every page, as one prepared statement: the bearer token checked
 * exactly as the member guard does (live, a member's, the member active) together with the
 * member, package, rank and wallet balances — one round trip, parsed and planned once per pooled
 * connection, shared by the requests of one event-loop turn (`batchLookup`). Nothing is cached: a
 * revoked token is refused on the next call.
 */
const MEMBER_INFO_BY_TOKENS: PreparedStatement = {
  name: 'member_info_by_tokens_v5',
  text: `SELECT t.token_hash, t.subject_type, m.status, m.id,
      json_build_object(
        'id', m.id, 'username', m.username, 'member_code', m.member_code, 'fullname', m.fullname,
        'ic', m.ic, 'contact_number', m.contact_number, 'email', m.email, 'country_id', m.country_id,
        'created_at', iso_time(m.created_at),
        'point1', format_sen(b.point1), 'point2', format_sen(b.point2),
        'point3', format_sen(b.point3), 'point4', format_sen(b.point4),
        'password2', CASE WHEN m.sec_password_hash IS NOT NULL THEN 'set' END,
        'rank', json_build_object('id', r.id, 'rank_name', r.rank_name, 'rank_name_en', r.rank_name_en),
        'package', json_build_object('package_name', p.package_name,
          'package_name_en', p.package_name_en, 'price', format_sen(p.price_sen)),
        'user_group_id', p.id, 'premium_member', p.premium, 'invest', format_sen(m.invest_sen),
        'check_kyc', json_build_object('can_withdraw', m.kyc_status),
        'clawback_debt', format_sen(-coalesce(b.debt, 0)),
        'kycInfo', CASE WHEN k.id IS NOT NULL THEN json_build_object('id', k.id,
          'id_number', k.id_number, 'fullname', k.fullname, 'status', k.status, 'reason', k.reason,
          'ic_front', '/api/member/kyc-image/ic_front', 'ic_back', '/api/member/kyc-image/ic_back',
          'selfie', CASE WHEN k.selfie_key IS NOT NULL THEN '/api/member/kyc-image/selfie' END,
          'public_path', '/api/member/kyc-image/', 'submitted_at', iso_time(k.created_at),
          'reviewed_at', iso_time(k.reviewed_at)) END) AS info
    FROM tokens t
    LEFT JOIN members m ON t.subject_type = 'member' AND m.id = t.subject_id
    LEFT JOIN packages p ON p.id = m.package_id
    LEFT JOIN ranks r ON r.id = m.rank_id
    LEFT JOIN LATERAL (
      SELECT max(a.balance) FILTER (WHERE a.wallet = 'point1') AS point1,
             max(a.balance) FILTER (WHERE a.wallet = 'point2') AS point2,
             max(a.balance) FILTER (WHERE a.wallet = 'point3') AS point3,
             max(a.balance) FILTER (WHERE a.wallet = 'point4') AS point4,
             max(a.balance) FILTER (WHERE a.wallet = 'debt') AS debt
      FROM accounts a WHERE a.member_id = m.id) b ON true
    LEFT JOIN LATERAL (
      SELECT * FROM kyc_submissions k WHERE k.member_id = m.id ORDER BY k.id DESC LIMIT 1) k ON true
    WHERE t.token_hash = ANY($1::text[]) AND t.revoked_at IS NULL AND t.expires_at > now()`,
};

interface MemberInfoRow {
  token_hash: string;
  subject_type: string;
  status: string | null;
  id: number | null;
  /** The reply's data, built by the database (one column to parse, not two dozen). */
  info: MemberInfo;
}

const memberInfoRow = perDatabase((database: Database) =>
  batchLookup(async (hashes: string[]) => {
    const rows = await database.query<MemberInfoRow>(MEMBER_INFO_BY_TOKENS, [hashes]);
    return new Map(rows.map((row) => [row.token_hash, row]));
  }),
);

/** Spec §3 "User info". */
export async function getMemberInfoByToken(database: Database, token: string): Promise<MemberInfo> {
  const row = await memberInfoRow(database, sha256(token));
  if (!row) throw new AppError('UNAUTHORIZED');
  memberOfSession({ subject_type: row.subject_type, member_id: row.id, status: row.status });
  return row.info;
}
