import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { members } from '../../db/schema/index.js';
import { fieldError } from '../../lib/app-error.js';
import { findEndNode } from '../genealogy/index.js';
import { findSponsor } from './register-member.js';

/** A sponsor's direct count and the spillover end node of each leg (spec §7 checkUser). */
export async function checkUser(db: Db, ref: string) {
  const sponsor = await findSponsor(db, ref);
  if (!sponsor) throw fieldError('INCORRECT_SPONSOR', 'username');
  const [{ total }] = await db
    .select({ total: count() })
    .from(members)
    .where(eq(members.sponsorId, sponsor.id));
  const legs = await Promise.all(
    ([1, 2] as const).map(async (groupType) => {
      const jid = (await findEndNode(db, sponsor.id, groupType)) ?? sponsor.id;
      const [node] = await db
        .select({ username: members.username })
        .from(members)
        .where(eq(members.id, jid));
      return { group_type: groupType, jid, username: node.username };
    }),
  );
  return {
    username: sponsor.username,
    member_code: sponsor.memberCode,
    total_sponsor: total,
    end: legs[0],
    legs,
  };
}
