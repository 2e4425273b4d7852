import { settingByKey, settingDefinitions } from '@rangkai/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { settings } from '../../db/schema/index.js';

export async function readSettings(db: Executor): Promise<Record<string, string>> {
  const rows = await db.select().from(settings);
  const values: Record<string, string> = {};
  for (const def of settingDefinitions) values[def.key] = def.default;
  for (const row of rows) values[row.key] = row.value;
  return values;
}

export async function readSetting(db: Executor, key: string): Promise<string> {
  const def = settingByKey.get(key);
  if (!def) throw new Error(`unknown setting ${key}`);
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  return row?.value ?? def.default;
}

export async function readIntSetting(db: Executor, key: string): Promise<number> {
  return Number.parseInt(await readSetting(db, key), 10);
}

export async function publicSettings(db: Executor): Promise<Record<string, string>> {
  const all = await readSettings(db);
  return Object.fromEntries(
    settingDefinitions.filter((d) => d.public).map((d) => [d.key, all[d.key]]),
  );
}
