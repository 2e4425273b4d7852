import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Db, openDatabase } from '../../apps/server/src/db/client.js';
import {
  runScenario,
  type Scenario,
  type SimulationResult,
} from '../../apps/server/src/features/simulate/index.js';
import { seed } from '../../apps/server/src/seed.js';
import { ADMIN_PASSWORD, ROOT_PASSWORD, type RunningServer, startServer } from './server';

/** A JSON reply of the API: the HTTP status beside the envelope. */
export type Reply<T> = { status: number; error_code: number; message: string; data: T };

export interface ScenarioServer {
  server: RunningServer;
  baseUrl: string;
  /** What the simulator did (bonuses paid, members created). */
  result: SimulationResult;
  /** A JSON call: GET without a body, POST with one. */
  call<T>(path: string, init?: { token?: string; body?: unknown }): Promise<Reply<T>>;
  /** A member's (or, with the admin path, an admin's) token. */
  login(username: string, password: string, path?: string): Promise<string>;
  stop(): Promise<void>;
}

/**
 * A server of a file's own, on a database the plan simulator prepared (past business dates,
 * members who joined and bought on them), with the scheduler off — for browser files whose data
 * must not meet the shared test server's.
 */
export async function startScenarioServer(
  name: string,
  scenario: Scenario,
  options: {
    leaveLastDayOpen?: boolean;
    /** More set-up on the database after the scenario (e.g. the demo content), before the start. */
    prepare?: (db: Db, dataDir: string) => Promise<void>;
  } = {},
): Promise<ScenarioServer> {
  const dataDir = mkdtempSync(join(tmpdir(), `rangkai-e2e-${name}-`));
  const database = await openDatabase({ dir: join(dataDir, 'db') });
  let result: SimulationResult;
  try {
    await database.migrate();
    await seed(database.db, { ADMIN_USERNAME: 'admin', ADMIN_PASSWORD, ROOT_PASSWORD });
    result = await runScenario(database.db, scenario, options);
    await options.prepare?.(database.db, dataDir);
  } finally {
    await database.close();
  }
  const server = await startServer({
    dataDir,
    env: { DAILY_CLOSE: 'false' },
    logName: `${name}-server.log`,
  });
  const call = async <T>(path: string, init: { token?: string; body?: unknown } = {}) => {
    const res = await fetch(`${server.baseUrl}${path}`, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    return { status: res.status, ...((await res.json()) as Omit<Reply<T>, 'status'>) };
  };
  return {
    server,
    baseUrl: server.baseUrl,
    result,
    call,
    async login(username, password, path = '/api/auth/login') {
      const reply = await call<{ token: string }>(path, { body: { username, password } });
      if (reply.status !== 200) throw new Error(`login ${username}: ${JSON.stringify(reply)}`);
      return reply.data.token;
    },
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
