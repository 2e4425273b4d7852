import type { Db } from '../db/client.js';
import type { Config } from './config.js';

export interface CliContext {
  config: Config;
  flags: Record<string, string>;
  /** Arguments that are not flags, in order. */
  args?: string[];
}

/** A command on the configured database (migrated and seeded first). */
export interface DatabaseCliCommand {
  summary: string;
  standalone?: false;
  /** Returns the process exit code. */
  run(context: CliContext & { db: Db }): Promise<number>;
}

/** A command that opens no configured database (the plan simulator opens its own). */
export interface StandaloneCliCommand {
  summary: string;
  standalone: true;
  run(context: CliContext): Promise<number>;
}

export type CliCommand = DatabaseCliCommand | StandaloneCliCommand;
