import { wallets } from '@rangkai/shared';
import { eq, sql } from 'drizzle-orm';
import { inSavepoint, pgConstraint, pgErrorCode, type Tx } from '../../db/client.js';
import { accounts, members } from '../../db/schema/index.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { generateMemberCode } from '../../lib/secrets.js';
import { attachToTrees, findEndNode, isInSubtree, lockTrees } from '../genealogy/index.js';

export interface NewMember {
  username: string;
  fullname: string;
  passwordHash: string;
  secPasswordHash?: string | null;
  ic?: string | null;
  contactNumber?: string | null;
  email?: string | null;
  countryId: number;
  stateId?: number | null;
  area?: 'West' | 'East' | null;
  packageId?: number;
  locale?: string;
  address?: string | null;
  postcode?: string | null;
  receiverFullname?: string | null;
  receiverPhone?: string | null;
  selfPickup?: number;
  collectPointId?: number | null;
  remark?: string | null;
}

export interface Placement {
  sponsorId: number;
  groupType: 1 | 2;
  /** Explicit placement parent; when absent the spillover end node of the leg is used. */
  jid?: number | null;
}

/**
 * The sponsor and the placement parent: the given `jid`, or the end node of the leg below the
 * sponsor. The parent must be in the sponsor's placement subtree (BUSINESS_RULES §4). Runs under
 * the tree lock (taken by `insertMember`), so the end node found is still free when the member is
 * attached.
 */
async function resolveParent(tx: Tx, placement: Placement) {
  const [sponsor] = await tx
    .select({ id: members.id })
    .from(members)
    .where(eq(members.id, placement.sponsorId));
  if (!sponsor) throw fieldError('INCORRECT_SPONSOR', 'ref_id');
  const parentId = placement.jid ?? (await findEndNode(tx, sponsor.id, placement.groupType));
  if (parentId === null) throw fieldError('INCORRECT_SPONSOR', 'ref_id');
  if (!(await isInSubtree(tx, 'placement', sponsor.id, parentId))) {
    throw fieldError('INCORRECT_PLACEMENT', 'jid');
  }
  return { sponsor, parent: { id: parentId } };
}

async function insertMember(tx: Tx, input: NewMember, placement: Placement | null) {
  // The tree lock before the id: a downline-size refresh (which holds the lock and counts members
  // up to the newest id) can then never pass over an id still waiting to be inserted.
  await lockTrees(tx);
  const [{ id }] = (
    await tx.execute<{ id: number }>(
      sql`SELECT nextval(pg_get_serial_sequence('members', 'id'))::int AS id`,
    )
  ).rows;
  const tree = placement ? await resolveParent(tx, placement) : null;
  const values = {
    id: Number(id),
    memberCode: generateMemberCode(),
    username: input.username,
    fullname: input.fullname,
    passwordHash: input.passwordHash,
    secPasswordHash: input.secPasswordHash ?? null,
    ic: input.ic ?? null,
    contactNumber: input.contactNumber ?? null,
    email: input.email ?? null,
    countryId: input.countryId,
    stateId: input.stateId ?? null,
    area: input.area ?? null,
    packageId: input.packageId ?? 1,
    locale: input.locale ?? 'en',
    address: input.address ?? null,
    postcode: input.postcode ?? null,
    receiverFullname: input.receiverFullname ?? null,
    receiverPhone: input.receiverPhone ?? null,
    selfPickup: input.selfPickup ?? 0,
    collectPointId: input.collectPointId ?? null,
    remark: input.remark ?? null,
    sponsorId: tree?.sponsor.id ?? null,
    placementParentId: tree?.parent.id ?? null,
    groupType: tree ? placement!.groupType : null,
  };
  await tx.insert(members).values(values);
  await attachToTrees(
    tx,
    values.id,
    tree
      ? { sponsorId: tree.sponsor.id, parentId: tree.parent.id, groupType: placement!.groupType }
      : null,
  );
  await tx.insert(accounts).values(wallets.map((wallet) => ({ memberId: values.id, wallet })));
  return values;
}

export type CreatedMember = Awaited<ReturnType<typeof insertMember>>;

/** Maps a unique-index violation to the refusal the member should see. */
function uniqueRefusal(err: unknown): AppError | 'retry' | 'slot' | null {
  if (pgErrorCode(err) !== '23505') return null;
  switch (pgConstraint(err)) {
    case 'members_username_lower':
      return fieldError('MEMBER_EXITS', 'username');
    case 'members_email_lower':
      return fieldError('MEMBER_EXITS', 'email');
    case 'members_ic_upper':
      return fieldError('iC_USED', 'ic');
    case 'members_placement_slot':
      return 'slot';
    case 'members_member_code_unique':
      return 'retry';
    default:
      return null;
  }
}

/**
 * Creates a member with its four wallet accounts, placed in both trees, in the caller's
 * transaction (so a registration on someone's behalf can debit, order and pay the sponsor bonus in
 * the same one). Two sign-ups racing for one slot cannot both take it (unique index on parent and
 * leg): the loser's insert is rolled back to a savepoint, it recomputes its end node and tries
 * again; an explicit `jid` that was taken meanwhile is refused.
 */
export async function createMember(
  tx: Tx,
  input: NewMember,
  placement: Placement | null,
): Promise<CreatedMember> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await inSavepoint(tx, (savepoint) => insertMember(savepoint, input, placement));
    } catch (err) {
      const refusal = uniqueRefusal(err);
      if (refusal === null) throw err;
      if (refusal instanceof AppError) throw refusal;
      if ((refusal === 'slot' && placement?.jid) || attempt >= 100) {
        throw fieldError('PLACEMENT_TAKEN', 'jid');
      }
    }
  }
}
