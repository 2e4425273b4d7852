import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  runScenario,
  type Scenario,
  type SimulationResult,
  type SimulationTimings,
} from '../../apps/server/src/features/simulate/index.js';
import { seededRandom } from '../../apps/server/src/lib/seeded-random.js';
import { withScratchDatabase } from '../../apps/server/src/plan-simulator.js';
import { root } from './support.js';

/**
 * The plan simulator at scale (issue 27): a deterministic scenario of N members joining over D
 * days (sponsors drawn from the members already in, left and right, placed directly under the
 * sponsor when that leg is free about half the time, else at the end of the leg; packages 1–5 in a
 * fixed mix; about 1 % of the members upgrading each day), run as `plan:simulate` runs it — the
 * embedded database (PGlite, in memory), migrated and seeded, then `runScenario` — timed in
 * total and per step. The result's SHA-256 shows the output did not change between versions.
 * Knobs: BENCH_SIM_MEMBERS (10000), BENCH_SIM_DAYS (30), BENCH_SIM_OUT (a file for the full
 * result), BENCH_SIM_RESULT (where the timings go, bench/results/simulate.json: a quick A/B run
 * can write elsewhere). Target at 10,000 × 30: < 60 s.
 */
const MEMBERS = Number(process.env.BENCH_SIM_MEMBERS ?? 10_000);
const DAYS = Number(process.env.BENCH_SIM_DAYS ?? 30);

/** Packages by share of the joins (1 is the free self-registration). */
const PACKAGE_MIX: [number, number][] = [
  [1, 0.15],
  [2, 0.35],
  [3, 0.25],
  [4, 0.15],
  [5, 0.1],
];

export function benchScenario(members: number, days: number, seed = 27): Scenario {
  const random = seededRandom(seed);
  const names = ['root'];
  const packageOf = new Map<string, number>([['root', 5]]);
  const children = new Map<string, [string | null, string | null]>([['root', [null, null]]]);
  const pickPackage = () => {
    let r = random();
    for (const [id, share] of PACKAGE_MIX) {
      r -= share;
      if (r < 0) return id;
    }
    return 5;
  };
  const start = Date.parse('2027-01-04T00:00:00Z');
  const scenarioDays: Scenario['days'] = [];
  for (let d = 0; d < days; d++) {
    const date = new Date(start + d * 86_400_000).toISOString().slice(0, 10);
    const events: Scenario['days'][number]['events'] = [];
    // Upgrades first, among the members of earlier days who have a higher package to go to.
    const upgrades = Math.floor(names.length * 0.01);
    for (let u = 0; u < upgrades; u++) {
      const name = names[1 + Math.floor(random() * (names.length - 1))];
      const current = packageOf.get(name) ?? 5;
      if (!name || current >= 5) continue;
      const to = current + 1 + Math.floor(random() * (5 - current));
      packageOf.set(name, to);
      events.push({ type: 'upgrade', username: name, package_id: to });
    }
    const joins = Math.floor(((d + 1) * members) / days) - Math.floor((d * members) / days);
    for (let j = 0; j < joins; j++) {
      const username = `m${names.length}`;
      const sponsor = names[Math.floor(random() * names.length)];
      const leg = random() < 0.5 ? 1 : 2;
      const slot = leg - 1;
      const direct = random() < 0.5 && !children.get(sponsor)?.[slot];
      // Where it lands: under the sponsor, or at the end of the sponsor's leg (as production).
      let parent = sponsor;
      if (!direct) {
        for (let next = children.get(parent)?.[slot]; next; next = children.get(parent)?.[slot])
          parent = next;
      }
      (children.get(parent) as [string | null, string | null])[slot] = username;
      children.set(username, [null, null]);
      const package_id = pickPackage();
      packageOf.set(username, package_id);
      names.push(username);
      events.push({
        type: 'join',
        username,
        sponsor,
        leg,
        ...(direct ? { placement: sponsor } : {}),
        package_id,
      });
    }
    scenarioDays.push({ date, events });
  }
  return { root_package_id: 5, days: scenarioDays };
}

const seconds = (ms: number) => Math.round(ms / 100) / 10;

export async function simulateBenchmark() {
  const scenario = benchScenario(MEMBERS, DAYS);
  const events = scenario.days.flatMap((d) => d.events);
  const joins = events.filter((e) => e.type === 'join').length;
  const upgrades = events.length - joins;
  const loadBefore = os.loadavg()[0];
  console.log(
    `  ${joins.toLocaleString('en')} joins, ${upgrades} upgrades over ${DAYS} days (load ${loadBefore.toFixed(2)})…`,
  );
  const timings: SimulationTimings = { registrations: 0, upgrades: 0, closes: 0 };
  let setup = 0;
  let collect = 0;
  const cpuStart = process.cpuUsage();
  const started = performance.now();
  const result: SimulationResult = await withScratchDatabase(undefined, async (db) => {
    setup = performance.now() - started;
    const running = performance.now();
    const out = await runScenario(db, scenario, { timings });
    collect =
      performance.now() - running - timings.registrations - timings.upgrades - timings.closes;
    return out;
  });
  const total = performance.now() - started;
  const cpu = process.cpuUsage(cpuStart);
  const text = `${JSON.stringify(result, null, 2)}\n`;
  if (process.env.BENCH_SIM_OUT) fs.writeFileSync(process.env.BENCH_SIM_OUT, text);
  const out = {
    benchmark: 'plan simulator, embedded database (issue 27)',
    date: new Date().toISOString(),
    machine: {
      model: os.cpus()[0]?.model,
      cpus: os.cpus().length,
      node: process.version,
      load_1m_before: Number(loadBefore.toFixed(2)),
      load_1m_after: Number(os.loadavg()[0].toFixed(2)),
    },
    target: `10,000 members × 30 days: < 60 s`,
    members: joins,
    days: DAYS,
    upgrades,
    total_s: seconds(total),
    /** This process's CPU time (user + system): steadier than the wall clock on a shared machine. */
    cpu_s: seconds((cpu.user + cpu.system) / 1000),
    steps_s: {
      setup: seconds(setup),
      registrations: seconds(timings.registrations),
      upgrades: seconds(timings.upgrades),
      closes: seconds(timings.closes),
      other: seconds(collect),
    },
    per_registration_ms: Math.round((timings.registrations / Math.max(1, joins)) * 100) / 100,
    per_close_ms: Math.round(timings.closes / Math.max(1, DAYS)),
    bonuses: result.bonuses.length,
    totals: result.totals,
    result_sha256: crypto.createHash('sha256').update(text).digest('hex'),
    met: joins === 10_000 && DAYS === 30 ? total < 60_000 : null,
  };
  console.log(`  → ${JSON.stringify(out)}`);
  const resultFile = process.env.BENCH_SIM_RESULT ?? path.join(root, 'bench/results/simulate.json');
  fs.writeFileSync(resultFile, `${JSON.stringify(out, null, 2)}\n`);
  console.log(`met: ${out.met} → ${resultFile}`);
}
