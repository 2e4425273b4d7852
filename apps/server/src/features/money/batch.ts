import {
  type Db,
  inSavepoint,
  inTransaction,
  type PreparedStatement,
  pgErrorCode,
  type Tx,
  txQuery,
} from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { type AuditEntry, writeAudits } from '../../lib/audit.js';
import { type StoredReply, storeReplies } from '../../lib/idempotency.js';
import { pgArray, pgTextArray } from '../../lib/pg-array.js';
import { type MoneyBulk, type PostedMovement, postMovements } from './post-movements.js';

/** What a money action leaves to write beside its own statements: its audit row and stored reply. */
export interface ActionRecords {
  audit: AuditEntry | null;
  reply: StoredReply | null;
}

export interface MoneyWork<T> {
  /**
   * The members whose accounts the action may move. Given, the action may share one transaction
   * with other actions of the same event-loop turn: the batch locks every account of all their
   * members first, in ascending id order, so batches never deadlock with each other or with a
   * single journal. Null: the action runs in a transaction of its own. A batched action may run
   * behind a savepoint (see `run`, `inSavepoint`): its `afterCommit` work waits for the batch's
   * commit.
   */
  members: readonly number[] | null;
  /** The client's key, scoped to its subject: a batch never carries two actions of one key. */
  key: { subjectType: string; subjectId: number; key: string } | null;
  run(tx: Tx): Promise<{ value: T; records: ActionRecords }>;
  /**
   * The same work as one movement a set-based statement posts with the others of its batch (see
   * `post_movements`), when every action of the batch has one; `run` still answers it when the
   * batch must run again action by action.
   */
  bulk?: MoneyBulk<T>;
}

/** The most actions one transaction carries, and the batches one process runs at once. */
const MAX_BATCH = 64;
const MAX_IN_FLIGHT = 8;

const LOCK_ACCOUNTS: PreparedStatement = {
  name: 'money_batch_lock_v1',
  text: `SELECT id FROM accounts WHERE member_id = ANY($1::int[]) ORDER BY id FOR NO KEY UPDATE`,
};

/** Keys of the batch already holding a reply: a twin committed since the gate let them in. */
async function takenKeys(tx: Tx, batch: Pending[]): Promise<Set<string>> {
  const keys = batch.flatMap((p) => (p.work.key ? [p.work.key] : []));
  if (keys.length === 0) return new Set();
  const rows = await txQuery<{ k: string }>(tx, TAKEN_KEYS, [
    pgTextArray(keys.map((k) => k.subjectType)),
    pgArray(keys.map((k) => k.subjectId)),
    pgTextArray(keys.map((k) => k.key)),
  ]);
  return new Set(rows.map((r) => r.k));
}

const keyId = (key: NonNullable<MoneyWork<unknown>['key']>) =>
  `${key.subjectType}:${key.subjectId}:${key.key}`;

const TAKEN_KEYS: PreparedStatement = {
  name: 'money_batch_taken_keys_v1',
  text: `SELECT k.subject_type || ':' || k.subject_id || ':' || k.key AS k
    FROM unnest($1::text[], $2::int[], $3::text[]) AS r(subject_type, subject_id, key)
    JOIN idempotency_keys k USING (subject_type, subject_id, key)`,
};

async function writeRecords(tx: Tx, records: ActionRecords[]) {
  const audits = records.flatMap((r) => (r.audit ? [r.audit] : []));
  const replies = records.flatMap((r) => (r.reply ? [r.reply] : []));
  await writeAudits(tx, audits);
  await storeReplies(tx, replies);
}

/** One action in its own transaction: its statements, audit row and stored reply. */
function runAlone<T>(db: Db, work: MoneyWork<T>): Promise<T> {
  return inTransaction(db, async (tx) => {
    const { value, records } = await work.run(tx);
    await writeRecords(tx, [records]);
    return value;
  });
}

interface Pending {
  work: MoneyWork<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/**
 * Groups the money actions that arrive in one turn of the event loop into one database
 * transaction (the way TigerBeetle batches). Movements with a set-based form (`bulk`: transfers,
 * wallet changes) are one statement for the whole batch — every journal, line, balance,
 * notification, audit row and stored reply, each movement still its own journal — and no
 * BEGIN/COMMIT of their own. Other batched actions: one lock statement, each action's own
 * statements, one statement for all their audit rows and one for all their stored replies, one
 * commit. While `MAX_IN_FLIGHT` batches run, newcomers wait and form the next, larger batch;
 * batches running at once never share a member, so they never wait for each other's locks.
 * If anything in a batch fails — one action refused, a twin key, a serialization failure — the
 * batch rolls back whole and each of its actions runs again alone, so one failing action never
 * fails the others and each answers exactly as it would have alone.
 */
class MoneyBatcher {
  private queue: Pending[] = [];
  private inFlight = 0;
  /** Members of the batches running now: a newcomer touching one waits for the next batch. */
  private busy = new Map<number, number>();
  private scheduled = false;

  constructor(private readonly db: Db) {}

  submit<T>(work: MoneyWork<T>): Promise<T> {
    if (!work.members) return runAlone(this.db, work);
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      this.schedule();
    });
  }

  private schedule() {
    if (this.scheduled || this.inFlight >= MAX_IN_FLIGHT || this.queue.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      while (this.inFlight < MAX_IN_FLIGHT) {
        const batch = this.take();
        if (batch.length === 0) return;
        this.start(batch);
      }
    });
  }

  /**
   * The next batch: queued actions in arrival order, up to `MAX_BATCH`, skipping those that touch
   * a member of a running batch (they would only wait for its locks) — they stay first in line.
   */
  private take(): Pending[] {
    const batch: Pending[] = [];
    const rest: Pending[] = [];
    const keys = new Set<string>();
    for (const p of this.queue) {
      const key = p.work.key ? keyId(p.work.key) : null;
      const free =
        (p.work.members ?? []).every((m) => !this.busy.has(m)) && !(key && keys.has(key));
      if (free && batch.length < MAX_BATCH) {
        batch.push(p);
        if (key) keys.add(key);
      } else rest.push(p);
    }
    this.queue = rest;
    return batch;
  }

  private start(batch: Pending[]) {
    const members = batch.flatMap((p) => p.work.members ?? []);
    for (const m of members) this.busy.set(m, (this.busy.get(m) ?? 0) + 1);
    this.inFlight++;
    const done = () => {
      for (const m of members) {
        const left = this.busy.get(m)! - 1;
        if (left === 0) this.busy.delete(m);
        else this.busy.set(m, left);
      }
      this.inFlight--;
      this.schedule();
    };
    this.run(batch).then(done, (err: unknown) => {
      for (const p of batch) p.reject(err);
      done();
    });
  }

  /**
   * A batch of movements in one statement, audit rows and stored replies included (its own
   * transaction). A refusal (a receiver gone, a balance too low): the batch again action by
   * action behind savepoints; anything else (a twin key, a deadlock): each action alone.
   */
  private async runBulk(batch: Pending[]) {
    let posted: PostedMovement[];
    try {
      posted = await postMovements(
        this.db,
        batch.map((p) => p.work.bulk!),
      );
    } catch (err) {
      if (pgErrorCode(err) === 'RK000') await this.run(batch, true);
      else await Promise.all(batch.map((p) => runAlone(this.db, p.work).then(p.resolve, p.reject)));
      return;
    }
    batch.forEach((p, i) => {
      try {
        p.resolve(p.work.bulk!.finish(posted[i]!));
      } catch (err) {
        p.reject(err);
      }
    });
  }

  private async run(batch: Pending[], careful = false) {
    if (!careful && batch.every((p) => p.work.bulk)) {
      await this.runBulk(batch);
      return;
    }
    if (batch.length === 1) {
      const [only] = batch;
      await runAlone(this.db, only.work).then(only.resolve, only.reject);
      return;
    }
    let refusedAt = -1;
    let outcomes: (Outcome | undefined)[];
    try {
      outcomes = await inTransaction(
        this.db,
        async (tx) => {
          const members = [...new Set(batch.flatMap((p) => p.work.members ?? []))];
          await txQuery(tx, LOCK_ACCOUNTS, [pgArray(members)]);
          const taken = await takenKeys(tx, batch);
          const results: (Outcome | undefined)[] = [];
          for (const [i, p] of batch.entries()) {
            if (p.work.key && taken.has(keyId(p.work.key))) {
              results.push({ refusal: new AppError('REQUEST_COMPLETE') });
              continue;
            }
            try {
              results.push({
                done: careful
                  ? await inSavepoint(tx, (savepoint) => p.work.run(savepoint))
                  : await p.work.run(tx),
              });
            } catch (err) {
              if (!(careful && err instanceof AppError)) {
                if (err instanceof AppError) refusedAt = i;
                throw err;
              }
              results.push({ refusal: err });
            }
          }
          await writeRecords(
            tx,
            results.flatMap((r) => (r?.done ? [r.done.records] : [])),
          );
          return results;
        },
        1,
      );
    } catch {
      // A refusal: the batch again, each action behind a savepoint so a refusal fails no
      // other. Anything else (a twin key of another process, a serialization failure): alone.
      if (refusedAt >= 0 && !careful) await this.run(batch, true);
      else await Promise.all(batch.map((p) => runAlone(this.db, p.work).then(p.resolve, p.reject)));
      return;
    }
    batch.forEach((p, i) => {
      const outcome = outcomes[i]!;
      if (outcome.done) p.resolve(outcome.done.value);
      else p.reject(outcome.refusal);
    });
  }
}

type Outcome =
  | { done: { value: unknown; records: ActionRecords }; refusal?: undefined }
  | { done?: undefined; refusal: AppError };

const batchers = new WeakMap<Db, MoneyBatcher>();

/** Runs a money action's work in the database's batcher (see `MoneyBatcher`). */
export function runMoneyWork<T>(db: Db, work: MoneyWork<T>): Promise<T> {
  let batcher = batchers.get(db);
  if (!batcher) {
    batcher = new MoneyBatcher(db);
    batchers.set(db, batcher);
  }
  return batcher.submit(work);
}
