import { type GoLiveItem, type GoLiveKey, type GoLiveReply, settingByKey } from '@rangkai/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { Config } from '../../lib/config.js';
import { lastBackupAt } from '../storage/index.js';

type GoLiveConfig = Pick<Config, 'SMTP_URL' | 'FILE_ENCRYPTION_KEY' | 'DAILY_CLOSE'>;

/** What each item asks, and where it is fixed (a back-office page, a variable or a command). */
const fixes: Record<GoLiveKey, { message: string; path?: string; env?: string; command?: string }> =
  {
    deposit_address: {
      message: 'The deposit account is still the seeded example: members would pay into it.',
      path: '/admin/settings',
    },
    company: {
      message:
        'The company name or registration number is still the seeded placeholder: every receipt prints it.',
      path: '/admin/settings',
    },
    terms: {
      message: 'The terms are not published: members are asked to agree to an empty page.',
      path: '/admin/pages',
    },
    privacy: { message: 'The privacy policy is not published.', path: '/admin/pages' },
    mail: {
      message:
        'Mail is not configured (SMTP_URL unset): codes and notices are only written to files.',
      env: 'SMTP_URL',
    },
    admin_password: {
      message: 'The administrator still signs in with the password generated at first start.',
      path: '/admin/password',
    },
    file_key: {
      message:
        'The file encryption key was generated into DATA_DIR: set FILE_ENCRYPTION_KEY and keep it apart from the backups.',
      env: 'FILE_ENCRYPTION_KEY',
    },
    daily_close: {
      message:
        'The daily close is switched off (DAILY_CLOSE=false): bonuses are not paid by themselves.',
      env: 'DAILY_CLOSE',
    },
    collect_point: {
      message: 'No collection centre is active: members cannot collect their orders.',
      path: '/admin/reference/collect-points',
    },
    backup: {
      message: 'No backup has been taken yet.',
      command: 'npm run cli -- backup --out FILE',
    },
  };

/**
 * `GET api/admin/go-live`: what a new installation still holds from the seed or lacks. Terms and
 * privacy count as published once their English body (the fallback of every language) has text.
 */
export async function goLiveChecklist(db: Executor, config: GoLiveConfig): Promise<GoLiveReply> {
  const { rows } = await db.execute<{
    deposit_address: string | null;
    company_name: string | null;
    company_reg_no: string | null;
    terms: boolean;
    privacy: boolean;
    generated_admins: number;
    active_points: number;
  }>(sql`
    SELECT (SELECT value FROM settings WHERE key = 'deposit_address') AS deposit_address,
      (SELECT value FROM settings WHERE key = 'company_name') AS company_name,
      (SELECT value FROM settings WHERE key = 'company_reg_no') AS company_reg_no,
      EXISTS (SELECT 1 FROM content_pages WHERE slug = 'terms'
               AND btrim(coalesce(bodies->>'en', '')) <> '') AS terms,
      EXISTS (SELECT 1 FROM content_pages WHERE slug = 'privacy'
               AND btrim(coalesce(bodies->>'en', '')) <> '') AS privacy,
      (SELECT count(*) FROM admins
        WHERE role = 'admin' AND status = 'active' AND password_generated)::int AS generated_admins,
      (SELECT count(*) FROM collect_points WHERE active)::int AS active_points`);
  const row = rows[0];
  /** A text setting still holding its seeded default (a missing row reads as the default). */
  const seeded = (key: 'deposit_address' | 'company_name' | 'company_reg_no') => {
    const initial = settingByKey.get(key)!.default;
    return (row[key] ?? initial).trim() === initial;
  };
  const backupAt = await lastBackupAt(db);
  const done: Record<GoLiveKey, boolean> = {
    deposit_address: !seeded('deposit_address'),
    company: !seeded('company_name') && !seeded('company_reg_no'),
    terms: Boolean(row.terms),
    privacy: Boolean(row.privacy),
    mail: Boolean(config.SMTP_URL),
    admin_password: Number(row.generated_admins) === 0,
    file_key: Boolean(config.FILE_ENCRYPTION_KEY),
    daily_close: config.DAILY_CLOSE,
    collect_point: Number(row.active_points) > 0,
    backup: backupAt !== null,
  };
  const items: GoLiveItem[] = (Object.keys(fixes) as GoLiveKey[]).map((key) => ({
    key,
    ok: done[key],
    message: fixes[key].message,
    path: fixes[key].path ?? null,
    env: fixes[key].env ?? null,
    command: fixes[key].command ?? null,
  }));
  return {
    ready: items.every((i) => i.ok),
    last_backup_at: backupAt?.toISOString() ?? null,
    items,
  };
}
