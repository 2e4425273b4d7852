import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { members, packages, ranks } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';

const sponsor = alias(members, 'sponsor');
const parent = alias(members, 'parent');

/** A member with its package, rank, sponsor and placement parent (for the profile and admin pages). */
export async function loadMemberWithTrees(db: Executor, memberId: number) {
  const [row] = await db
    .select({
      member: members,
      pkg: packages,
      rank: ranks,
      sponsor: { id: sponsor.id, username: sponsor.username, memberCode: sponsor.memberCode },
      parent: { id: parent.id, username: parent.username, memberCode: parent.memberCode },
    })
    .from(members)
    .innerJoin(packages, eq(packages.id, members.packageId))
    .innerJoin(ranks, eq(ranks.id, members.rankId))
    .leftJoin(sponsor, eq(sponsor.id, members.sponsorId))
    .leftJoin(parent, eq(parent.id, members.placementParentId))
    .where(eq(members.id, memberId));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The identity and contact fields every member view starts with, in the API's names. */
export function memberIdentity(m: typeof members.$inferSelect) {
  return {
    id: m.id,
    username: m.username,
    member_code: m.memberCode,
    fullname: m.fullname,
    ic: m.ic,
    email: m.email,
    contact_number: m.contactNumber,
    country_id: m.countryId,
    state_id: m.stateId,
  };
}
