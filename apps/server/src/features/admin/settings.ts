import {
  type AdminSetting,
  normaliseSetting,
  type SettingDefinition,
  settingByKey,
  settingDefinitions,
} from '@rangkai/shared';
import { eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { settings } from '../../db/schema/index.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import type { ActionResult } from '../../lib/run-action.js';
import { assertRankLadder } from './rank-ladder.js';

function toAdminSetting(
  def: SettingDefinition,
  row: { value: string; updatedAt: Date } | undefined,
): AdminSetting {
  return {
    key: def.key,
    group: def.group,
    type: def.type,
    value: row?.value ?? def.default,
    default: def.default,
    public: def.public,
    min: def.min ?? null,
    max: def.max ?? null,
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

/** Every setting definition with its current value, in definition order. */
export async function listSettings(db: Executor): Promise<AdminSetting[]> {
  const rows = await db.select().from(settings);
  const byKey = new Map(rows.map((r) => [r.key, r]));
  return settingDefinitions.map((def) => toAdminSetting(def, byKey.get(def.key)));
}

/**
 * Validates and stores one setting; its audit row records old and new value. An unchanged value
 * writes nothing.
 */
export async function updateSetting(
  tx: Tx,
  options: { key: string; value: string; reason?: string | null },
): Promise<ActionResult<AdminSetting>> {
  const def = settingByKey.get(options.key);
  if (!def) throw new AppError('NOT_FOUND');
  const value = normaliseSetting(def, options.value);
  if (value === null) throw fieldError('VALIDATION_ERROR', 'value');
  await assertRankLadder(tx, def.key, value);

  const [current] = await tx.select().from(settings).where(eq(settings.key, def.key)).for('update');
  const old = current?.value ?? def.default;
  if (current && old === value) return { data: toAdminSetting(def, current), audit: null };

  const [saved] = await tx
    .insert(settings)
    .values({ key: def.key, value, updatedAt: new Date() })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } })
    .returning();
  return {
    data: toAdminSetting(def, saved),
    audit: {
      action: 'setting.update',
      targetType: 'setting',
      targetId: def.key,
      reason: options.reason ?? null,
      before: { value: old },
      after: { value },
    },
  };
}
