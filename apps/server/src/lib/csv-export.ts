import { Readable } from 'node:stream';
import { CSV_BOM, type CsvCell, csvLine } from '@rangkai/shared';
import type { FastifyReply } from 'fastify';
import type { Executor } from '../db/client.js';
import { type AuditActor, writeAudit } from './audit.js';
import { businessDate } from './business-time.js';

/** Rows read per query while an export streams (a test may lower it to see the batches). */
export const csvBatch = { size: 1_000 };

export interface CsvColumn<R> {
  name: string;
  value: (row: R) => CsvCell;
  /** A decimal amount: written as a number even when negative (not defused as a formula). */
  number?: boolean;
}

/**
 * A list as CSV: its columns and how to read it in the list's order, a batch at a time after
 * the last row already written (keyset pagination: no OFFSET, no cursor held open, so it works
 * the same on PGlite and PostgreSQL and never holds the whole list in memory).
 */
export interface CsvSource<R> {
  columns: CsvColumn<R>[];
  batch: (after: R | undefined, limit: number) => Promise<R[]>;
}

/** The CSV text of a source as a stream: the header, then one chunk per batch, read on demand. */
export function csvStream<R>(source: CsvSource<R>): Readable {
  const numeric = (i: number) => source.columns[i].number === true;
  async function* lines() {
    yield CSV_BOM + csvLine(source.columns.map((c) => c.name));
    let after: R | undefined;
    for (;;) {
      const limit = csvBatch.size;
      const rows = await source.batch(after, limit);
      if (rows.length > 0) {
        yield rows
          .map((row) =>
            csvLine(
              source.columns.map((c) => c.value(row)),
              numeric,
            ),
          )
          .join('');
      }
      if (rows.length < limit) return;
      after = rows[rows.length - 1];
    }
  }
  return Readable.from(lines(), { objectMode: false });
}

export interface CsvExport<R> {
  /** The list's name, in the file name and the audit row (`members`, `audit_log`…). */
  list: string;
  /** The filter in force, as the audit row records it. */
  filter: Record<string, unknown>;
  actor: AuditActor;
  ip: string | null;
  source: CsvSource<R>;
}

/**
 * Sends a back-office list as a CSV download, after an audit row saying who exported which list
 * with which filter. The body is streamed: each batch is read when the client takes the last.
 */
export async function sendCsvExport<R>(db: Executor, reply: FastifyReply, job: CsvExport<R>) {
  await writeAudit(db, {
    actor: job.actor,
    action: 'list.export',
    targetType: job.list,
    after: { list: job.list, format: 'csv', filter: job.filter },
    ip: job.ip,
  });
  const name = `${job.list.replace(/_/g, '-')}-${businessDate()}.csv`;
  return reply
    .type('text/csv; charset=utf-8')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${name}"`)
    .send(csvStream(job.source));
}
