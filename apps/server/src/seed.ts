import { settingDefinitions } from '@rangkai/shared';
import { eq, isNull } from 'drizzle-orm';
import { type Db, inTransaction } from './db/client.js';
import {
  accounts,
  admins,
  collectPoints,
  countries,
  members,
  packages,
  ranks,
  settings,
  states,
} from './db/schema/index.js';
import { seedPublicHolidays } from './features/cooling-off/index.js';
import {
  seedCollectPoints,
  seedCountries,
  seedPackages,
  seedRanks,
  seedStates,
  systemAccountCodes,
} from './features/global/index.js';
import { createMember } from './features/member/index.js';
import type { Config } from './lib/config.js';
import { generatePassword, hashSecret } from './lib/secrets.js';

export interface SeedReport {
  admin?: { username: string; password: string | null };
  root?: { username: string; memberCode: string; password: string | null };
  rootMemberCode: string;
}

/** Seeds reference data, the administrator and the root member; safe to run at every start. */
export async function seed(
  db: Db,
  config: Pick<Config, 'ADMIN_USERNAME' | 'ADMIN_PASSWORD' | 'ROOT_PASSWORD'> & {
    ROOT_EMAIL?: string;
    /** False for the plan simulator: a scenario brings its own holidays (issue 28). */
    publicHolidays?: boolean;
  },
): Promise<SeedReport> {
  await db.insert(countries).values(seedCountries).onConflictDoNothing();
  await db.insert(states).values(seedStates).onConflictDoNothing();
  await db.insert(collectPoints).values(seedCollectPoints).onConflictDoNothing();
  await db.insert(packages).values(seedPackages).onConflictDoNothing();
  await db.insert(ranks).values(seedRanks).onConflictDoNothing();
  await db
    .insert(settings)
    .values(settingDefinitions.map((d) => ({ key: d.key, value: d.default })))
    .onConflictDoNothing();
  await db
    .insert(accounts)
    .values(systemAccountCodes.map((code) => ({ code })))
    .onConflictDoNothing();
  // Malaysia's national holidays of this year and the next, each year once (§13).
  if (config.publicHolidays !== false) await seedPublicHolidays(db);

  const report: SeedReport = { rootMemberCode: '' };
  const [admin] = await db.select().from(admins).where(eq(admins.username, config.ADMIN_USERNAME));
  if (!admin) {
    const password = config.ADMIN_PASSWORD ?? generatePassword();
    await db
      .insert(admins)
      .values({
        username: config.ADMIN_USERNAME,
        passwordHash: await hashSecret(password),
        role: 'admin',
        passwordGenerated: !config.ADMIN_PASSWORD,
      })
      .onConflictDoNothing();
    report.admin = {
      username: config.ADMIN_USERNAME,
      password: config.ADMIN_PASSWORD ? null : password,
    };
  }

  const [root] = await db.select().from(members).where(isNull(members.sponsorId));
  const rootEmail = config.ROOT_EMAIL?.toLowerCase() ?? null;
  if (root) {
    report.rootMemberCode = root.memberCode;
    if (rootEmail && !root.email) {
      await db.update(members).set({ email: rootEmail }).where(eq(members.id, root.id));
    }
  } else {
    const password = config.ROOT_PASSWORD ?? generatePassword();
    const passwordHash = await hashSecret(password);
    const created = await inTransaction(db, (tx) =>
      createMember(
        tx,
        {
          username: 'root',
          fullname: 'Rangkai Root',
          email: rootEmail,
          passwordHash,
          countryId: 2,
          packageId: 5,
        },
        null,
      ),
    );
    report.rootMemberCode = created.memberCode;
    report.root = {
      username: 'root',
      memberCode: created.memberCode,
      password: config.ROOT_PASSWORD ? null : password,
    };
  }
  return report;
}
