import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from './db/client.js';
import { demoSeedCommand } from './demo-seed/index.js';
import { adminCommands } from './features/admin/cli.js';
import { compensationCommands } from './features/compensation/index.js';
import { genealogyCommands } from './features/genealogy/index.js';
import { orderCommands } from './features/orders/index.js';
import { storageCommands } from './features/storage/cli.js';
import { walletCommands } from './features/wallet/cli.js';
import type { CliCommand } from './lib/cli-command.js';
import { loadConfig } from './lib/config.js';
import { simulateCommand } from './plan-simulator.js';
import { seed } from './seed.js';

const commands: Record<string, CliCommand> = {
  ...adminCommands,
  ...walletCommands,
  ...orderCommands,
  ...compensationCommands,
  ...genealogyCommands,
  ...storageCommands,
  'plan:simulate': simulateCommand,
  'demo:seed': demoSeedCommand,
};

/** `--name value`, `--name=value` and `--switch` flags; anything else is a positional argument. */
function parseArgs(argv: string[]): { flags: Record<string, string>; args: string[] } {
  const flags: Record<string, string> = {};
  const args: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--')) {
      args.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split('=', 2);
    flags[name] = inline ?? (argv[i + 1] && !argv[i + 1].startsWith('--') ? argv[++i] : 'true');
  }
  return { flags, args };
}

function usage(): string {
  return [
    'Usage: npm run cli -- <command> [--flag value]…',
    '',
    'Commands:',
    ...Object.entries(commands).map(([name, c]) => `  ${name.padEnd(16)} ${c.summary}`),
  ].join('\n');
}

async function main() {
  const [name, ...rest] = process.argv.slice(2);
  const command = name ? commands[name] : undefined;
  if (!command) {
    console.error(usage());
    process.exit(name ? 2 : 0);
  }
  const config = loadConfig();
  if (command.standalone) {
    process.exitCode = await command.run({ config, ...parseArgs(rest) });
    return;
  }
  // Say which database this is, and never create an empty embedded one by accident (an operator
  // could otherwise credit a database nobody serves).
  if (config.DATABASE_URL) {
    const url = new URL(config.DATABASE_URL);
    console.error(`Database: PostgreSQL ${url.host}${url.pathname}`);
  } else {
    if (!fs.existsSync(path.join(config.dbDir, 'PG_VERSION'))) {
      console.error(
        `No database in ${config.dbDir}. Start the server once (npm start) to create it, or set DATA_DIR (relative to the repository root, or absolute) or DATABASE_URL to the one the server uses.`,
      );
      process.exit(2);
    }
    console.error(`Database: embedded (PGlite) in ${config.dbDir}`);
  }
  const database = await openDatabase(
    config.DATABASE_URL
      ? { url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE }
      : { dir: config.dbDir },
  );
  try {
    await database.migrate();
    await seed(database.db, config);
    const code = await command.run({ db: database.db, config, ...parseArgs(rest) });
    process.exitCode = code;
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
