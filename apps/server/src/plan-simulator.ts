import fs from 'node:fs';
import { type Db, openScratchDatabase } from './db/client.js';
import { preparedDb } from './db/pglite-prepared.js';
import { runScenario, ScenarioError } from './features/simulate/index.js';
import type { StandaloneCliCommand } from './lib/cli-command.js';
import { seed } from './seed.js';

/**
 * A scratch database: embedded and in memory, or a fresh database on the PostgreSQL server of
 * `url` (dropped afterwards), migrated and seeded. Never the live one.
 */
export async function withScratchDatabase<T>(
  url: string | undefined,
  work: (db: Db) => Promise<T>,
): Promise<T> {
  const database = await openScratchDatabase(url, { prefix: 'rangkai_sim', poolSize: 4 });
  try {
    await database.migrate();
    await seed(database.db, {
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'simulator',
      ROOT_PASSWORD: 'simulator',
      // A scenario's working days count exactly the holidays it names, none seeded.
      publicHolidays: false,
    });
    // Thousands of small queries in a row: on the embedded database, each statement parsed and
    // planned once (db/pglite-prepared.ts).
    return await work(preparedDb(database));
  } finally {
    await database.drop();
  }
}

export const simulateCommand: StandaloneCliCommand = {
  summary:
    'Run a plan scenario (JSON) on a scratch database: plan:simulate <scenario.json> [--out result.json]',
  standalone: true,
  async run({ config, flags, args }) {
    const file = args?.[0];
    if (!file) {
      console.error('Usage: npm run cli -- plan:simulate <scenario.json> [--out <result.json>]');
      return 2;
    }
    let scenario: unknown;
    try {
      scenario = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (err) {
      console.error(`Cannot read ${file}: ${err instanceof Error ? err.message : err}`);
      return 1;
    }
    try {
      const result = await withScratchDatabase(config.DATABASE_URL, (db) =>
        runScenario(db, scenario),
      );
      const text = `${JSON.stringify(result, null, 2)}\n`;
      if (flags.out) fs.writeFileSync(flags.out, text);
      else process.stdout.write(text);
      return 0;
    } catch (err) {
      if (err instanceof ScenarioError) {
        console.error(err.message);
        return 1;
      }
      throw err;
    }
  },
};
