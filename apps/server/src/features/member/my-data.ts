import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';

/** Rows of a table that belong to the member, oldest first, as JSON (money columns in sen). */
const rowsOf = (table: string, memberId: number, drop: string[] = []) =>
  sql.raw(`(SELECT coalesce(jsonb_agg(to_jsonb(x)${drop.map((c) => ` - '${c}'`).join('')} ORDER BY x.id), '[]'::jsonb)
     FROM ${table} x WHERE x.member_id = ${Number(memberId)})`);

/**
 * Everything Rangkai holds about a member (PDPA access request), as one JSON document: profile
 * (no password hashes or lock counters), place in both trees, wallets and every ledger line,
 * purchases, orders with items and history, bonuses, ranks, KYC submissions (not the images),
 * deposits, withdrawals, notifications. Money is in sen. The request is audited.
 */
export async function exportMyData(db: Db, member: { memberId: number; ip: string }) {
  const id = Number(member.memberId);
  return inTransaction(db, async (tx) => {
    const { rows } = await tx.execute<{ doc: Record<string, unknown> | null }>(sql`
      SELECT jsonb_build_object(
        'exported_at', iso_time(now()),
        'money_unit', 'sen (1 MYR = 100 sen)',
        'profile', to_jsonb(m) - 'password_hash' - 'sec_password_hash' - 'sec_fail_count'
                    - 'sec_locked_until' - 'sec_pending',
        'package', (SELECT to_jsonb(p) FROM packages p WHERE p.id = m.package_id),
        'rank', (SELECT to_jsonb(r) FROM ranks r WHERE r.id = m.rank_id),
        'trees', jsonb_build_object(
          'sponsor', (SELECT jsonb_build_object('username', s.username, 'member_code', s.member_code)
                        FROM members s WHERE s.id = m.sponsor_id),
          'placement_parent', (SELECT jsonb_build_object('username', s.username, 'member_code', s.member_code)
                        FROM members s WHERE s.id = m.placement_parent_id),
          'leg', m.group_type),
        'wallets', (SELECT coalesce(jsonb_object_agg(a.wallet, a.balance), '{}'::jsonb)
                      FROM accounts a WHERE a.member_id = m.id),
        'ledger_lines', (SELECT coalesce(jsonb_agg(jsonb_build_object(
              'journal_id', j.id, 'type', j.type, 'wallet', a.wallet, 'amount', l.amount,
              'balance_after', l.balance_after, 'memo', j.memo, 'created_at', iso_time(j.created_at))
              ORDER BY l.id), '[]'::jsonb)
            FROM accounts a JOIN journal_lines l ON l.account_id = a.id JOIN journals j ON j.id = l.journal_id
           WHERE a.member_id = m.id),
        'purchases', ${rowsOf('user_packages', id)},
        'orders', (SELECT coalesce(jsonb_agg(to_jsonb(o) || jsonb_build_object(
              'items', (SELECT coalesce(jsonb_agg(to_jsonb(i) ORDER BY i.id), '[]'::jsonb) FROM order_items i WHERE i.order_id = o.id),
              'history', (SELECT coalesce(jsonb_agg(to_jsonb(e) - 'actor_id' ORDER BY e.id), '[]'::jsonb) FROM order_events e WHERE e.order_id = o.id))
              ORDER BY o.id), '[]'::jsonb)
            FROM orders o WHERE o.member_id = m.id),
        'bonuses', ${rowsOf('bonuses', id)},
        'rank_history', ${rowsOf('rank_history', id)},
        'kyc_status', m.kyc_status,
        'kyc_submissions', ${rowsOf('kyc_submissions', id, ['front_key', 'back_key', 'selfie_key', 'reviewed_by'])},
        'deposits', ${rowsOf('deposits', id, ['receipt_path', 'reviewed_by'])},
        'withdrawals', ${rowsOf('withdrawals', id, ['reviewed_by', 'paid_by'])},
        'notifications', ${rowsOf('notifications', id, ['dedupe_key'])}
      ) AS doc
      FROM members m WHERE m.id = ${id}`);
    const doc = rows[0]?.doc as { profile: { username: string } } | undefined;
    if (!doc) throw new AppError('UNAUTHORIZED');
    await writeAudit(tx, {
      actor: { type: 'member', memberId: id, username: doc.profile.username },
      action: 'member.data_export',
      targetType: 'member',
      targetId: id,
      ip: member.ip,
    });
    return doc;
  });
}
