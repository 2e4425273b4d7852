import { formatSen, normaliseSetting, settingByKey } from '@rangkai/shared';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, inTransaction } from '../../db/client.js';
import { members, publicHolidays, settings, states } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { businessMidnight } from '../../lib/business-time.js';
import { hashSecret } from '../../lib/secrets.js';
import { closeBusinessDate, payoutRatio } from '../compensation/index.js';
import { createMember } from '../member/index.js';
import {
  cancelPurchase,
  findPackage,
  latestStandingPurchaseId,
  type RegisterDownlineInput,
  recordRegistration,
  recordUpgrade,
} from '../packages/index.js';
import { postJournal } from '../wallet/index.js';

const label = z.string().trim().min(1).max(40);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const scenarioSchema = z.strictObject({
  root_package_id: z.number().int().positive().default(5),
  settings: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  /** The public holidays of the run (BUSINESS_RULES §13): exactly these, none seeded. */
  holidays: z.array(isoDate).optional(),
  days: z.array(
    z.strictObject({
      date: isoDate,
      events: z.array(
        z.discriminatedUnion('type', [
          z.strictObject({
            type: z.literal('join'),
            username: label,
            sponsor: label,
            leg: z.union([z.literal(1), z.literal(2)]),
            placement: label.optional(),
            package_id: z.number().int().positive(),
          }),
          z.strictObject({
            type: z.literal('upgrade'),
            username: label,
            package_id: z.number().int().positive(),
          }),
          /** The member's latest purchase not yet cancelled is cancelled (§13). */
          z.strictObject({ type: z.literal('cancel'), username: label }),
        ]),
      ),
    }),
  ),
});
export type Scenario = z.input<typeof scenarioSchema>;

export interface SimulationResult {
  bonuses: {
    date: string;
    username: string;
    type: string;
    amount: string;
    source: string | null;
  }[];
  members: {
    username: string;
    package_id: number;
    rank: number;
    total_left: string;
    total_right: string;
    carry_left: string;
    carry_right: string;
    point1: string;
    point4: string;
  }[];
  totals: { sales: string; bonus: string; payout_ratio: string };
}

/** Milliseconds spent per kind of step, added up over the run (filled when passed in). */
export interface SimulationTimings {
  registrations: number;
  upgrades: number;
  closes: number;
}

/** A scenario that breaks a rule: names the day and the event's index. */
export class ScenarioError extends Error {}

/** The instant of event `index` of `date`: seconds after midnight in the business time zone. */
const instantOf = (date: string, index: number) =>
  new Date(businessMidnight(date).getTime() + (index + 1) * 1000);

/**
 * Runs a scenario through the real compensation code — the registration, upgrade and close
 * functions production calls, with the clock injected — on the scratch database `db` (migrated,
 * seeded, nothing else in it), and returns every bonus, every member's figures and the totals.
 */
export async function runScenario(
  db: Db,
  input: unknown,
  options: { leaveLastDayOpen?: boolean; timings?: SimulationTimings } = {},
): Promise<SimulationResult> {
  const parsed = scenarioSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ScenarioError(`scenario: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  const scenario = parsed.data;
  for (const [key, raw] of Object.entries(scenario.settings ?? {})) {
    const def = settingByKey.get(key);
    const value = def ? normaliseSetting(def, String(raw)) : null;
    if (!def || value === null) throw new ScenarioError(`scenario: setting ${key}: invalid`);
    await db.update(settings).set({ value }).where(eq(settings.key, key));
  }
  await db.delete(publicHolidays);
  if (scenario.holidays?.length)
    await db
      .insert(publicHolidays)
      .values(scenario.holidays.map((date) => ({ date, name: 'simulation' })))
      .onConflictDoNothing();
  await findPackage(db, scenario.root_package_id, 'root_package_id').catch(() => {
    throw new ScenarioError(`scenario: root_package_id ${scenario.root_package_id} is unknown`);
  });
  await db
    .update(members)
    .set({ packageId: scenario.root_package_id })
    .where(eq(members.username, 'root'));
  const [west] = await db.select({ id: states.id }).from(states).where(eq(states.area, 'West'));
  const secret = await hashSecret('simulator');
  const ids = new Map<string, number>([['root', await memberIdOf(db, 'root')]]);
  const find = (name: string, where: string) => {
    const id = ids.get(name);
    if (id === undefined) throw new AppError('INCORRECT_USERNAME', { [where]: name });
    return id;
  };
  let previous = '';
  let deposits = 0;
  for (const [d, day] of scenario.days.entries()) {
    if (day.date <= previous)
      throw new ScenarioError(`day ${d + 1} (${day.date}): dates must increase`);
    previous = day.date;
    for (const [e, event] of day.events.entries()) {
      const at = instantOf(day.date, e);
      const started = performance.now();
      try {
        await inTransaction(db, async (tx) => {
          if (event.type === 'cancel') {
            const memberId = find(event.username, 'username');
            const { rows } = await tx.execute<{ id: number; payer: number; name: string }>(sql`
              SELECT u.id, u.paid_by_member_id AS payer, p.username AS name
                FROM user_packages u JOIN members p ON p.id = u.paid_by_member_id
               WHERE u.id = ${latestStandingPurchaseId(memberId)}`);
            if (!rows[0])
              throw new ScenarioError(
                `day ${d + 1} (${day.date}), event ${e} (cancel ${event.username}): nothing left to cancel`,
              );
            await cancelPurchase(tx, {
              payerId: Number(rows[0].payer),
              payerName: rows[0].name,
              userPackageId: Number(rows[0].id),
              at,
            });
            return;
          }
          const toPackage = await findPackage(tx, event.package_id, 'package_id');
          /** Deposits exactly what a purchase costs into the payer's point3 (deposit journal). */
          const deposit = async (memberId: number, amountSen: bigint) => {
            if (amountSen <= 0n) return;
            await postJournal(tx, {
              type: 'deposit',
              reference: `simulation:${++deposits}`,
              memo: 'simulation',
              actor: { type: 'system', id: null },
              lines: [
                { account: { system: 'deposits_clearing' }, amount: -amountSen },
                { account: { memberId, wallet: 'point3' }, amount: amountSen },
              ],
            });
          };
          if (event.type === 'join') {
            if (ids.has(event.username))
              throw new AppError('MEMBER_EXITS', { username: event.username });
            const sponsorId = find(event.sponsor, 'sponsor');
            const jid = event.placement ? find(event.placement, 'placement') : null;
            if (toPackage.priceSen === 0n) {
              const created = await createMember(
                tx,
                {
                  username: event.username,
                  fullname: event.username,
                  email: `${event.username.toLowerCase()}@simulation.invalid`,
                  passwordHash: secret,
                  countryId: 2,
                  stateId: west.id,
                  area: 'West',
                  packageId: toPackage.id,
                },
                { sponsorId, groupType: event.leg, jid },
              );
              ids.set(event.username, created.id);
              return;
            }
            await deposit(sponsorId, toPackage.priceSen);
            // The production registration without its reply (the package record, the order
            // and the balance read back for the member's screen): the simulator reads none.
            const registered = await recordRegistration(tx, {
              registrantId: sponsorId,
              registrantUsername: event.sponsor,
              passwordHash: secret,
              secPasswordHash: secret,
              at,
              input: {
                username: event.username,
                fullname: event.username,
                ic: `SIM${ids.size}`,
                contact_number: '0123456789',
                email: `${event.username.toLowerCase()}@simulation.invalid`,
                country_id: 2,
                state: west.id,
                ref_id: event.sponsor,
                jid,
                group_type: event.leg,
                user_group: toPackage.id,
                self_pickup: 0,
                pay_type: 'point3',
              } as RegisterDownlineInput,
            });
            ids.set(event.username, registered.created.id);
            return;
          }
          const memberId = find(event.username, 'username');
          const [member] = await tx
            .select({ packageId: members.packageId })
            .from(members)
            .where(eq(members.id, memberId));
          const fromPackage = await findPackage(tx, member.packageId, 'package_id');
          await deposit(memberId, toPackage.priceSen - fromPackage.priceSen);
          await recordUpgrade(tx, {
            memberId,
            username: event.username,
            at,
            input: {
              user_group_id: toPackage.id,
              self_pickup: 0,
              state: west.id,
              pay_type: 'point3',
              sec_password: 'simulator',
              receiver_fullname: null,
              remark: null,
            },
          });
        });
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        const field = err.data && typeof err.data === 'object' ? Object.keys(err.data)[0] : null;
        throw new ScenarioError(
          `day ${d + 1} (${day.date}), event ${e} (${event.type} ${event.username}): ${err.code}${field ? ` (${field})` : ''}`,
        );
      }
      if (options.timings && event.type !== 'cancel')
        options.timings[event.type === 'join' ? 'registrations' : 'upgrades'] +=
          performance.now() - started;
    }
    if (options.leaveLastDayOpen && d === scenario.days.length - 1) break;
    const closing = performance.now();
    await closeBusinessDate(db, day.date, {
      trigger: 'simulator',
      now: new Date(businessMidnight(day.date).getTime() + 86_400_000),
    });
    if (options.timings) options.timings.closes += performance.now() - closing;
  }
  return collectResult(db);
}

async function memberIdOf(db: Db, username: string): Promise<number> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.username, username));
  return row.id;
}

async function collectResult(db: Db): Promise<SimulationResult> {
  const bonusRows = await db.execute<{
    day: string;
    username: string;
    type: string;
    amount: string;
    source: string | null;
  }>(sql`
    SELECT b.business_date::text AS day, m.username, b.bonus_type AS type,
           b.amount_sen::text AS amount, s.username AS source
    FROM bonuses b JOIN members m ON m.id = b.member_id LEFT JOIN members s ON s.id = b.source_member_id
    -- A debt repayment is not a bonus: it moves part of a credit to the debt (§13).
    WHERE b.bonus_type <> 'debt_repayment'
    -- One order whatever the order the close wrote them in (its credit batches are paid side by
    -- side): by day; sponsor bonuses and clawbacks as their events happened, then the close's
    -- types in the plan's order, each by member and source.
    ORDER BY b.business_date,
      array_position(ARRAY['sponsor', 'pairing', 'level', 'leadership'],
                     CASE WHEN b.bonus_type = 'sponsor_clawback' THEN 'sponsor' ELSE b.bonus_type END),
      CASE WHEN b.bonus_type IN ('sponsor', 'sponsor_clawback') THEN b.id END,
      b.member_id, b.source_member_id NULLS FIRST, b.id`);
  const memberRows = await db.execute<Record<string, string | number>>(sql`
    SELECT m.username, m.package_id, m.rank_id,
      coalesce(v.total_left_sen, 0)::text AS tl, coalesce(v.total_right_sen, 0)::text AS tr,
      coalesce(v.carry_left_sen, 0)::text AS cl, coalesce(v.carry_right_sen, 0)::text AS cr,
      (SELECT balance FROM accounts WHERE member_id = m.id AND wallet = 'point1')::text AS p1,
      (SELECT balance FROM accounts WHERE member_id = m.id AND wallet = 'point4')::text AS p4
    FROM members m LEFT JOIN member_volumes v ON v.member_id = m.id ORDER BY m.id`);
  const totals = await db.execute<{ sales: string; bonus: string }>(sql`
    SELECT (SELECT coalesce(sum(bv_sen), 0) FROM user_packages)::text AS sales,
           (SELECT coalesce(sum(CASE bonus_type WHEN 'sponsor_clawback' THEN -amount_sen
                                                WHEN 'debt_repayment' THEN 0 ELSE amount_sen END), 0)
              FROM bonuses)::text AS bonus`);
  const money = (v: string | number) => formatSen(BigInt(v));
  const sales = BigInt(totals.rows[0].sales);
  const bonus = BigInt(totals.rows[0].bonus);
  return {
    bonuses: bonusRows.rows.map((b) => ({
      date: b.day,
      username: b.username,
      type: b.type,
      amount: money(b.amount),
      source: b.source,
    })),
    members: memberRows.rows.map((m) => ({
      username: String(m.username),
      package_id: Number(m.package_id),
      rank: Number(m.rank_id),
      total_left: money(m.tl),
      total_right: money(m.tr),
      carry_left: money(m.cl),
      carry_right: money(m.cr),
      point1: money(m.p1),
      point4: money(m.p4),
    })),
    totals: {
      sales: formatSen(sales),
      bonus: formatSen(bonus),
      payout_ratio: payoutRatio(bonus, sales),
    },
  };
}
