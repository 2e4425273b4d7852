import type { MemberInfo } from '@rangkai/shared';
import { eq } from 'drizzle-orm';
import type { Database, Executor, PreparedStatement } from '../../db/client.js';
import { accounts } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { sha256 } from '../../lib/secrets.js';

/** Wallet balances of a member, in sen, from the ledger accounts. */
export async function walletBalances(db: Executor, memberId: number) {
  const rows = await db
    .select({ wallet: accounts.wallet, balance: accounts.balance })
    .from(accounts)
    .where(eq(accounts.memberId, memberId));
  const balances = { point1: 0n, point2: 0n, point3: 0n, point4: 0n };
  for (const row of rows) balances[row.wallet as keyof typeof balances] = row.balance;
  return balances;
}

/**
 * `get-member-info`, called on every page, as one prepared statement: the bearer token checked
 * exactly as the member guard does (live, a member's, the member active) together with the
 * member, package, rank and wallet balances — one round trip, parsed and planned once per pooled
 * connection. Nothing is cached: a revoked token is refused on the next call.
 */
const MEMBER_INFO_BY_TOKEN: PreparedStatement = {
  name: 'member_info_by_token_v1',
  text: `SELECT t.subject_type, m.status, m.id, m.username, m.member_code, m.fullname, m.ic,
      m.contact_number, m.email, m.country_id, iso_time(m.created_at) AS created_at,
      m.sec_password_hash IS NOT NULL AS sec_set, format_sen(m.invest_sen) AS invest, m.kyc_status,
      r.id AS rank_id, r.rank_name, r.rank_name_en, p.id AS package_id, p.package_name,
      p.package_name_en, format_sen(p.price_sen) AS price, p.premium,
      (SELECT string_agg(format_sen(a.balance), ',' ORDER BY a.wallet)
         FROM accounts a WHERE a.member_id = m.id) AS balances
    FROM tokens t
    LEFT JOIN members m ON t.subject_type = 'member' AND m.id = t.subject_id
    LEFT JOIN packages p ON p.id = m.package_id
    LEFT JOIN ranks r ON r.id = m.rank_id
    WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND t.expires_at > now()`,
};

interface MemberInfoRow {
  subject_type: string;
  status: string | null;
  id: number | null;
  username: string;
  member_code: string;
  fullname: string;
  ic: string | null;
  contact_number: string | null;
  email: string | null;
  country_id: number;
  created_at: string;
  sec_set: boolean;
  invest: string;
  kyc_status: MemberInfo['check_kyc']['can_withdraw'];
  rank_id: number;
  rank_name: string;
  rank_name_en: string;
  package_id: number;
  package_name: string;
  package_name_en: string;
  price: string;
  premium: boolean;
  balances: string;
}

/** Spec §3 "User info". */
export async function getMemberInfoByToken(database: Database, token: string): Promise<MemberInfo> {
  const [row] = await database.query<MemberInfoRow>(MEMBER_INFO_BY_TOKEN, [sha256(token)]);
  if (!row) throw new AppError('UNAUTHORIZED');
  if (row.subject_type !== 'member') throw new AppError('NO_PERMISSION');
  if (row.id === null) throw new AppError('UNAUTHORIZED');
  if (row.status !== 'active') throw new AppError('ACCOUNT_SUSPENDED', null, 403);
  const [point1, point2, point3, point4] = row.balances.split(',');
  return {
    id: row.id,
    username: row.username,
    member_code: row.member_code,
    fullname: row.fullname,
    ic: row.ic,
    contact_number: row.contact_number,
    email: row.email,
    country_id: row.country_id,
    created_at: row.created_at,
    point1,
    point2,
    point3,
    point4,
    password2: row.sec_set ? 'set' : null,
    rank: { id: row.rank_id, rank_name: row.rank_name, rank_name_en: row.rank_name_en },
    package: {
      package_name: row.package_name,
      package_name_en: row.package_name_en,
      price: row.price,
    },
    user_group_id: row.package_id,
    premium_member: row.premium,
    invest: row.invest,
    check_kyc: { can_withdraw: row.kyc_status },
    kycInfo: null,
  };
}
