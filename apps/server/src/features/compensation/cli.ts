import { formatSen } from '@rangkai/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { CliCommand } from '../../lib/cli-command.js';
import { refreshTreeSizesWhenDue } from '../genealogy/index.js';
import { closeBusinessDate } from './close.js';
import type { CloseOptions, CloseSummary } from './close-summary.js';
import { payCreditBatches } from './credit-batches.js';
import { datesToClose } from './dates-to-close.js';

/** A one-line progress bar on standard error (redrawn in place on a terminal). */
function progressBar(): NonNullable<CloseOptions['onProgress']> {
  const tty = process.stderr.isTTY;
  let lastStep = '';
  return (step, done, total) => {
    const fraction = total > 0 ? done / total : 1;
    const width = 30;
    const filled = Math.round(fraction * width);
    const line = `  ${step.padEnd(8)} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done.toLocaleString('en')}/${total.toLocaleString('en')}`;
    if (tty) process.stderr.write(`\r${line}${done >= total ? '\n' : ''}`);
    else if (done >= total || step !== lastStep) process.stderr.write(`${line}\n`);
    lastStep = step;
  };
}

/** Milliseconds as seconds with one decimal, in integer arithmetic (no floats in server output). */
const seconds = (ms: number) => `${Math.trunc(ms / 1000)}.${Math.trunc((ms % 1000) / 100)}`;

function printSummary(s: CloseSummary) {
  if (!s.closed) {
    console.log(`${s.businessDate} was already closed: nothing changed.`);
    return;
  }
  const closeSen = s.pairingSen + s.levelSen + s.leadershipSen;
  console.log(`Closed ${s.businessDate} in ${seconds(s.durationMs)} s`);
  console.log(`  purchases       ${s.purchases}   sales BV ${formatSen(s.salesBvSen)}`);
  console.log(`  sponsor (day)   ${formatSen(s.sponsorSen)} (less clawbacks)`);
  console.log(`  pairing         ${formatSen(s.pairingSen)}`);
  console.log(`  level           ${formatSen(s.levelSen)}`);
  console.log(`  leadership      ${formatSen(s.leadershipSen)}`);
  console.log(
    `  paid by close   ${formatSen(closeSen)} in ${s.bonusCount} credits to ${s.membersPaid} members (day's total with sponsor bonuses ${formatSen(closeSen + s.sponsorSen)})`,
  );
  console.log(`  members touched ${s.membersTouched}   rank changes ${s.rankChanges}`);
  if (Object.keys(s.timings).length > 0)
    console.log(
      `  time (ms)       ${Object.entries(s.timings)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`,
    );
}

/**
 * Closes every date waiting, in order (the scheduler's catch-up after downtime), once the credits
 * of a close stopped midway (crash, kill) are paid.
 */
export async function closeWaitingDates(db: Db, options: CloseOptions): Promise<CloseSummary[]> {
  await payCreditBatches(db, null, options.onProgress);
  const done: CloseSummary[] = [];
  for (const date of await datesToClose(db, options.now)) {
    done.push(await closeBusinessDate(db, date, options));
  }
  return done;
}

/**
 * Closes waiting dates shortly after midnight (business time zone) and at start-up, catching up
 * missed dates in order. Several server instances may run it: the close's lock and the date's row
 * make each date close once. Errors are logged and retried on the next tick.
 */
export function scheduleDailyClose(
  db: Db,
  log: { info(obj: unknown, msg: string): void; error(obj: unknown, msg: string): void },
  everyMs = 60_000,
) {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const closed = await closeWaitingDates(db, { trigger: 'scheduler' });
      for (const s of closed.filter((c) => c.closed))
        log.info(
          { date: s.businessDate, credits: s.bonusCount, ms: s.durationMs },
          'business date closed',
        );
      if (
        await refreshTreeSizesWhenDue(
          db,
          closed.some((c) => c.closed),
        )
      ) {
        log.info({}, 'downline sizes refreshed');
      }
    } catch (err) {
      log.error({ err }, 'daily close failed (it will be retried)');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  void run();
  return () => clearInterval(timer);
}

export const compensationCommands: Record<string, CliCommand> = {
  'bonus:close': {
    summary:
      'Close a business date (--date YYYY-MM-DD), or every date waiting (--pending): pairing, level, leadership, ranks',
    async run({ db, flags }) {
      const options: CloseOptions = {
        trigger: 'cli',
        triggeredBy: process.env.USER ?? null,
        onProgress: progressBar(),
      };
      try {
        if (flags.pending) {
          const closed = await closeWaitingDates(db, options);
          if (closed.length === 0) console.log('No date is waiting to be closed.');
          closed.forEach(printSummary);
          return 0;
        }
        const date = flags.date;
        if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) {
          console.error('Give --date YYYY-MM-DD (a business date that has ended) or --pending.');
          return 2;
        }
        printSummary(await closeBusinessDate(db, date, options));
        return 0;
      } catch (err) {
        if (err instanceof AppError && err.code === 'INVALID_STATE') {
          const waiting = await datesToClose(db);
          console.error(
            `Cannot close ${flags.date ?? 'that date'} now: a date can be closed once it has ended and every earlier date with purchases is closed. Waiting, in order: ${waiting.join(', ') || 'none'}.`,
          );
          return 1;
        }
        throw err;
      }
    },
  },
};
