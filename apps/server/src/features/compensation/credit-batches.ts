import type { BonusType } from '@rangkai/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { pgArray, pgNullableArray, pgTextArray } from '../../lib/pg-array.js';
import { type BonusCredit, bonusJournalType, creditJournals, splitBonus } from '../bonus/index.js';
import { notifyCloseBonuses } from '../notifications/index.js';
import { readIntSetting } from '../settings/index.js';

/**
 * Journals per credit batch: each batch is one statement holding its members' accounts for a few
 * milliseconds, so a member's own transfer never waits long for a running close.
 */
export const CREDIT_BATCH = 200;
/** Batches paid side by side (connections). */
export const CREDIT_WORKERS = 2;
/** Batch rows per INSERT when staging. */
const STAGE_CHUNK = 10;

/**
 * Writes a close's credits to `close_credit_batches` in the close's transaction, as `creditBonuses`
 * would post them: per bonus type, the credits naming one reference share one journal (bonus
 * expense → the member's point1 and point4, each credit split as §5 says and rounded per credit,
 * with the point4 % this transaction reads); batches of `batchJournals` journals, each holding its
 * `post_journals` arguments (accounts resolved now) and its bonus records; then the last row.
 * Returns how many credits (zero amounts are skipped).
 */
export async function stageCredits(
  tx: Tx,
  date: string,
  credits: BonusCredit[],
  batchJournals = CREDIT_BATCH,
): Promise<number> {
  const paid = credits.filter((c) => c.amountSen > 0n);
  if (paid.length === 0) return 0;
  const point4Percent = await readIntSetting(tx, 'bonus_point4_percent');
  const accounts = await memberAccounts(tx, [...new Set(paid.map((c) => c.memberId))]);
  const rows: SQL[] = [];
  for (const [type, groups] of creditJournals(paid)) {
    for (let start = 0; start < groups.length; start += batchJournals) {
      rows.push(
        batchRow(date, rows.length + 1, type, groups.slice(start, start + batchJournals), {
          accounts,
          point4Percent,
        }),
      );
    }
  }
  rows.push(sql`(${date}::date, ${rows.length + 1}, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
                 NULL, NULL, NULL, NULL, NULL, NULL)`);
  for (let start = 0; start < rows.length; start += STAGE_CHUNK) {
    await tx.execute(sql`
      INSERT INTO close_credit_batches (business_date, batch, journal_type, bonus_type, refs,
        line_journals, accounts, amounts, members, journals, amount_sen, point1_sen, point4_sen,
        sources, details)
      VALUES ${sql.join(rows.slice(start, start + STAGE_CHUNK), sql`, `)}`);
  }
  return paid.length;
}

/** The point1 and point4 account of each member, and the bonus expense account. */
async function memberAccounts(tx: Tx, memberIds: number[]) {
  const { rows } = await tx.execute<{ key: string; id: string }>(sql`
    SELECT a.member_id || ':' || a.wallet AS key, a.id::text AS id
      FROM unnest(${pgArray(memberIds)}::int[]) AS m(id),
      -- Two index reads per member (LIMIT keeps the planner from hashing every account).
      LATERAL (SELECT x.id, x.member_id, x.wallet FROM accounts x
               WHERE x.member_id = m.id AND x.wallet IN ('point1', 'point4') LIMIT 2) a
    UNION ALL
    SELECT 'bonus_expense', id::text FROM accounts WHERE code = 'bonus_expense'`);
  const ids = new Map(rows.map((r) => [r.key, r.id]));
  return (key: string) => {
    const id = ids.get(key);
    if (!id) throw new Error(`close credits: no account ${key}`);
    return id;
  };
}

function batchRow(
  date: string,
  batch: number,
  type: BonusType,
  groups: BonusCredit[][],
  { accounts, point4Percent }: { accounts: (key: string) => string; point4Percent: number },
): SQL {
  const expense = accounts('bonus_expense');
  const refs: string[] = [];
  const line = { journals: [] as number[], accounts: [] as string[], amounts: [] as bigint[] };
  const credit = {
    members: [] as number[],
    journals: [] as number[],
    amounts: [] as bigint[],
    point1: [] as bigint[],
    point4: [] as bigint[],
    sources: [] as (number | null)[],
    details: [] as string[],
  };
  const addLine = (journal: number, account: string, amount: bigint) => {
    line.journals.push(journal);
    line.accounts.push(account);
    line.amounts.push(amount);
  };
  groups.forEach((group, g) => {
    const journal = g + 1;
    const { memberId, reference } = group[0];
    refs.push(reference);
    let point1 = 0n;
    let point4 = 0n;
    for (const c of group) {
      const split = splitBonus(c.amountSen, point4Percent);
      point1 += split.point1;
      point4 += split.point4;
      credit.members.push(c.memberId);
      credit.journals.push(journal);
      credit.amounts.push(c.amountSen);
      credit.point1.push(split.point1);
      credit.point4.push(split.point4);
      credit.sources.push(c.sourceMemberId);
      credit.details.push(JSON.stringify(c.details));
    }
    addLine(journal, expense, -(point1 + point4));
    if (point1 > 0n) addLine(journal, accounts(`${memberId}:point1`), point1);
    if (point4 > 0n) addLine(journal, accounts(`${memberId}:point4`), point4);
  });
  return sql`(${date}::date, ${batch}, ${bonusJournalType[type]}, ${type},
    ${pgTextArray(refs)}::text[], ${pgArray(line.journals)}::int[],
    ${pgArray(line.accounts)}::bigint[], ${pgArray(line.amounts)}::bigint[],
    ${pgArray(credit.members)}::int[], ${pgArray(credit.journals)}::int[],
    ${pgArray(credit.amounts)}::bigint[], ${pgArray(credit.point1)}::bigint[],
    ${pgArray(credit.point4)}::bigint[], ${pgNullableArray(credit.sources)}::int[],
    ${pgTextArray(credit.details)}::text[])`;
}

/**
 * Pays staged credit batches, oldest date and batch first. One statement pays a batch — its
 * journals (`post_journals`, the ledger's bulk writer) and bonus records — and deletes its row, so
 * a batch is paid once however many payers run and wherever one stops. `workers` payers run side
 * by side, each taking the next row not taken (`SKIP LOCKED`); system accounts are not locked.
 * Commits do not wait for the disk: a batch lost in a server crash is lost with its row's deletion
 * (same transaction), so it is paid again by the next close; a later commit that saw it flushes it. Once every batch of a date is paid, its last row tells the
 * members and stamps the close finished. `date` null: every date (a close stopped midway, finished
 * before anything else). Returns the batches paid.
 */
export async function payCreditBatches(
  db: Db,
  date: string | null,
  onProgress?: (step: string, done: number, total: number) => void,
  workers = CREDIT_WORKERS,
): Promise<number> {
  const onDate = date === null ? sql`true` : sql`business_date = ${date}::date`;
  const waiting = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM close_credit_batches WHERE ${onDate}`,
  );
  const total = Number(waiting.rows[0].n);
  if (total === 0) return 0;
  let done = 0;
  let failed = false;
  onProgress?.('credits', 0, total);
  const payer = async () => {
    while (!failed) {
      if (!(await payNextBatch(db, onDate))) return;
      done++;
      onProgress?.('credits', done, total);
    }
  };
  const results = await Promise.allSettled(
    Array.from({ length: workers }, () =>
      payer().catch((err: unknown) => {
        failed = true;
        throw err;
      }),
    ),
  );
  const failure = results.find((r) => r.status === 'rejected');
  if (failure) throw failure.reason;
  done += await finishCloses(db, onDate);
  onProgress?.('credits', total, total);
  return done;
}

/**
 * One batch in one statement, in a transaction of its own; false when no batch is left to take.
 * `post_journals` is planned for each call's arrays (a plan cached for "any size" hashed every
 * account once a connection had paid a few batches), and the commit does not wait for the disk.
 */
async function payNextBatch(db: Db, onDate: SQL): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`
      SELECT set_config('plan_cache_mode', 'force_custom_plan', true),
             set_config('synchronous_commit', 'off', true)`);
    return payBatchStatement(tx, onDate);
  });
}

async function payBatchStatement(tx: Tx, onDate: SQL): Promise<boolean> {
  const { rows } = await tx.execute<{
    paid: number;
    debtors: { members: number[]; point1: string[]; point4: string[]; day: string } | null;
  }>(sql`
    WITH b AS (
      DELETE FROM close_credit_batches
       WHERE (business_date, batch) = (
               SELECT business_date, batch FROM close_credit_batches
                WHERE ${onDate} AND journal_type IS NOT NULL
                ORDER BY business_date, batch LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING *),
    j AS (
      SELECT p.journal_ordinal, p.journal_id
        FROM b, post_journals(b.journal_type, 'system', NULL, b.refs,
                              array_fill(NULL::text, ARRAY[cardinality(b.refs)]),
                              array_fill(NULL::text, ARRAY[cardinality(b.refs)]),
                              b.line_journals, b.accounts, b.amounts) p),
    paid AS (
      INSERT INTO bonuses (member_id, bonus_type, business_date, amount_sen, point1_sen,
                           point4_sen, source_member_id, details, journal_id)
      SELECT x.member_id, b.bonus_type, b.business_date, x.amount, x.point1, x.point4, x.source,
             x.details::jsonb, j.journal_id
        FROM b, unnest(b.members, b.journals, b.amount_sen, b.point1_sen, b.point4_sen, b.sources,
                       b.details) AS x(member_id, journal, amount, point1, point4, source, details)
        JOIN j ON j.journal_ordinal = x.journal
      RETURNING 1)
    SELECT (SELECT count(*) FROM b)::int AS paid, (SELECT count(*) FROM paid)::int AS credits,
           -- Members of the batch who owe a clawback debt (rare: a partial index of debt accounts).
           (SELECT json_build_object('members', b.members, 'point1', b.point1_sen,
                                     'point4', b.point4_sen, 'day', b.business_date)
              FROM b WHERE EXISTS (SELECT 1 FROM accounts a
                                    WHERE a.wallet = 'debt' AND a.balance < 0
                                      AND a.member_id = ANY (b.members))) AS debtors`);
  const { debtors } = rows[0];
  // §13: a debt is repaid first from the credits just paid, before the wallets can spend them.
  if (debtors)
    await tx.execute(sql`
      SELECT repay_clawback_debts(${pgArray(debtors.members)}::int[],
                                  ${pgArray(debtors.point1)}::bigint[],
                                  ${pgArray(debtors.point4)}::bigint[], ${debtors.day}::date)`);
  return Number(rows[0].paid) > 0;
}

/**
 * The last row of each date whose batches are all paid: waits for payers still holding a batch of
 * it; a batch left unpaid (its payer failed) keeps the date open for the next close.
 */
async function finishCloses(db: Db, onDate: SQL): Promise<number> {
  return db.transaction(async (tx) => {
    const last = await tx.execute<{ day: string }>(sql`
      SELECT business_date::text AS day FROM close_credit_batches
       WHERE ${onDate} AND journal_type IS NULL ORDER BY business_date FOR UPDATE`);
    let finished = 0;
    for (const { day } of last.rows) {
      const unpaid = await tx.execute(sql`
        SELECT batch FROM close_credit_batches
         WHERE business_date = ${day}::date AND journal_type IS NOT NULL FOR UPDATE`);
      if (unpaid.rows.length > 0) continue;
      await tx.execute(sql`
        DELETE FROM close_credit_batches WHERE business_date = ${day}::date`);
      await notifyCloseBonuses(tx, day);
      await tx.execute(sql`
        UPDATE bonus_closes SET finished_at = now(),
               duration_ms = (extract(epoch FROM now() - started_at) * 1000)::int
         WHERE business_date = ${day}::date`);
      finished++;
    }
    return finished;
  });
}
