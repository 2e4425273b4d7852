import { formatSen, PAGE_SIZE, type Wallet } from '@rangkai/shared';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database, Db, Executor, PreparedStatement } from '../../db/client.js';
import { accounts, journalLines, journals } from '../../db/schema/index.js';
import { pageOf, pageOffset } from '../../lib/pagination.js';

/** A ledger line as the back-office shows and exports it (select over lines ⋈ accounts ⋈ journals). */
export const ledgerLineFields = {
  id: journalLines.id,
  journalId: journalLines.journalId,
  wallet: accounts.wallet,
  type: journals.type,
  amount: journalLines.amount,
  balance: journalLines.balanceAfter,
  memo: journals.memo,
  note: journals.note,
  createdAt: journals.createdAt,
};

/** A member's ledger lines, newest first, by wallet and journal type; one page and the total. */
export async function queryLedgerLines(
  db: Executor,
  query: { memberId: number; wallet?: Wallet; type?: string; page: number; walletsOnly?: boolean },
) {
  const conditions: SQL[] = [eq(accounts.memberId, query.memberId)];
  if (query.walletsOnly) conditions.push(sql`${accounts.wallet} <> 'debt'`);
  if (query.wallet) conditions.push(eq(accounts.wallet, query.wallet));
  if (query.type) conditions.push(eq(journals.type, query.type));
  const where = and(...conditions);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(ledgerLineFields)
      .from(journalLines)
      .innerJoin(accounts, eq(accounts.id, journalLines.accountId))
      .innerJoin(journals, eq(journals.id, journalLines.journalId))
      .where(where)
      .orderBy(desc(journalLines.id))
      .limit(PAGE_SIZE)
      .offset(pageOffset(query.page)),
    db
      .select({ n: count() })
      .from(journalLines)
      .innerJoin(accounts, eq(accounts.id, journalLines.accountId))
      .innerJoin(journals, eq(journals.id, journalLines.journalId))
      .where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r, wallet: r.wallet as Wallet })), total: Number(n) };
}

/**
 * The member's own wallet records (`found_type` filters by journal type), newest first: one
 * prepared statement for the page and the total (a window count), on every records screen. The
 * four wallets only: a clawback debt account's lines (BUSINESS_RULES §13) are not a wallet's — the
 * member sees the debt as `clawback_debt` and its clawbacks and repayments in the bonus record.
 */
const WALLET_RECORDS: PreparedStatement = {
  name: 'wallet_records_v2',
  text: `SELECT l.id, a.wallet, j.type, format_sen(l.amount) AS amount,
      format_sen(coalesce(l.balance_after, 0)) AS balance, j.memo, iso_time(j.created_at) AS created_at,
      count(*) OVER () AS total
    FROM journal_lines l
    JOIN accounts a ON a.id = l.account_id
    JOIN journals j ON j.id = l.journal_id
    WHERE a.member_id = $1 AND a.wallet <> 'debt' AND ($2::text IS NULL OR a.wallet = $2)
      AND ($3::text IS NULL OR j.type = $3)
    ORDER BY l.id DESC LIMIT $4 OFFSET $5`,
};

export async function walletRecords(
  database: Database,
  memberId: number,
  query: { wallet?: Wallet; found_type?: string; page: number },
) {
  const rows = await database.query<{
    id: string | number;
    wallet: Wallet;
    type: string;
    amount: string;
    balance: string;
    memo: string | null;
    created_at: string;
    total: string | number;
  }>(WALLET_RECORDS, [
    memberId,
    query.wallet ?? null,
    query.found_type ?? null,
    PAGE_SIZE,
    pageOffset(query.page),
  ]);
  // Past the last page there is no row to carry the total: count it then.
  const total = rows.length
    ? Number(rows[0].total)
    : query.page > 1
      ? (
          await queryLedgerLines(database.db, {
            memberId,
            ...query,
            type: query.found_type,
            walletsOnly: true,
          })
        ).total
      : 0;
  return pageOf(
    rows.map(({ total: _total, ...r }) => ({ ...r, id: Number(r.id) })),
    query.page,
    total,
  );
}

/**
 * Transfers between members (in and out), newest first: the member's lines on `transfer` journals,
 * each with the journal's other line for the counterparty.
 */
export async function transferRecords(db: Db, memberId: number, page: number) {
  const [rows, [{ n }]] = await Promise.all([
    db.execute<{
      id: string;
      wallet: Wallet;
      amount: string;
      remark: string | null;
      created_at: Date | string;
      username: string;
      member_code: string;
    }>(sql`
      SELECT j.id, a.wallet, l.amount::text AS amount, j.memo AS remark, j.created_at,
             om.username, om.member_code
        FROM journal_lines l
        JOIN accounts a ON a.id = l.account_id
        JOIN journals j ON j.id = l.journal_id
        JOIN journal_lines ol ON ol.journal_id = l.journal_id AND ol.id <> l.id
        JOIN accounts oa ON oa.id = ol.account_id
        JOIN members om ON om.id = oa.member_id
       WHERE a.member_id = ${memberId} AND j.type = 'transfer'
       ORDER BY l.id DESC
       LIMIT ${PAGE_SIZE} OFFSET ${pageOffset(page)}`),
    db
      .select({ n: count() })
      .from(journalLines)
      .innerJoin(accounts, eq(accounts.id, journalLines.accountId))
      .innerJoin(journals, eq(journals.id, journalLines.journalId))
      .where(and(eq(accounts.memberId, memberId), eq(journals.type, 'transfer'))),
  ]);
  return pageOf(
    rows.rows.map((r) => {
      const amount = BigInt(r.amount);
      return {
        id: Number(r.id),
        direction: amount < 0n ? ('out' as const) : ('in' as const),
        wallet: r.wallet,
        amount: formatSen(amount < 0n ? -amount : amount),
        remark: r.remark,
        counterparty: { username: r.username, member_code: r.member_code },
        created_at: new Date(r.created_at).toISOString(),
      };
    }),
    page,
    n,
  );
}
