import { openDatabase } from '../../apps/server/src/db/client.js';
import { closeBusinessDate } from '../../apps/server/src/features/compensation/close.js';
import { DATE } from './network.js';

/**
 * The close of the benchmark network's date in a process of its own (`close-wait`): the process
 * timing the members' transfers then never waits for the close's own work. Argument: the database
 * URL. Prints the close's summary as one JSON line.
 */
const database = await openDatabase({ url: process.argv[2], poolSize: 4 });
const started = Date.now();
const summary = await closeBusinessDate(database.db, DATE, {
  trigger: 'cli',
  now: new Date(Date.parse(`${DATE}T00:00:00+08:00`) + 86_400_000),
});
console.log(
  JSON.stringify({
    close_s: (Date.now() - started) / 1000,
    timings: summary.timings,
    bonus_credits: summary.bonusCount,
  }),
);
await database.close();
