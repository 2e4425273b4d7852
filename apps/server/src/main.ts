import { buildApp } from './app.js';
import { openDatabase } from './db/client.js';
import { scheduleDailyClose } from './features/compensation/index.js';
import { scheduleHolidaySeeding } from './features/cooling-off/index.js';
import { scheduleAutoComplete } from './features/orders/index.js';
import { ConfigError, loadConfig } from './lib/config.js';
import { seed } from './seed.js';

function databaseOptions(config: ReturnType<typeof loadConfig>) {
  return config.DATABASE_URL
    ? { url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE }
    : { dir: config.dbDir };
}

async function main() {
  const config = loadConfig();
  const database = await openDatabase(databaseOptions(config));
  await database.migrate();
  const report = await seed(database.db, config);
  const app = await buildApp({ config, database });

  const banner: string[] = [];
  if (report.admin?.password)
    banner.push(`Administrator: ${report.admin.username} / ${report.admin.password}`);
  if (report.root?.password) banner.push(`Root member:   root / ${report.root.password}`);
  banner.push(`Root member code (referral code): ${report.rootMemberCode}`);
  if (report.admin?.password || report.root?.password)
    banner.push('These generated passwords are shown only once.');
  console.log(`\n${banner.map((l) => `  ${l}`).join('\n')}\n`);

  let closing = false;
  let stopJobs = () => {};
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      stopJobs();
      await app.close(); // stops accepting, lets in-flight requests finish
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const stopAutoComplete = scheduleAutoComplete(database.db, app.log);
  const stopHolidaySeeding = scheduleHolidaySeeding(database.db, app.log);
  const stopDailyClose = config.DAILY_CLOSE ? scheduleDailyClose(database.db, app.log) : () => {};
  stopJobs = () => {
    stopAutoComplete();
    stopHolidaySeeding();
    stopDailyClose();
  };
  console.log(`  Rangkai is serving at http://localhost:${config.PORT} (API docs at /docs)\n`);
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error(err instanceof Error ? err.message : err);
  }
  process.exit(1);
});
