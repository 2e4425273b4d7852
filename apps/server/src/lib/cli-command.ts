import type { Db } from '../db/client.js';
import type { Config } from './config.js';

export interface CliCommand {
  summary: string;
  /** Returns the process exit code. */
  run(context: { db: Db; config: Config; flags: Record<string, string> }): Promise<number>;
}
