import {
  type AdminKycItem,
  type KycInfo,
  type KycSide,
  type KycStatus,
  kycRequest,
  PAGE_SIZE,
} from '@rangkai/shared';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { type Db, type Executor, pgConstraint, pgErrorCode, type Tx } from '../../db/client.js';
import { admins, kycSubmissions, members } from '../../db/schema/index.js';
import { AppError, fieldError, parseFields } from '../../lib/app-error.js';
import { businessDate } from '../../lib/business-time.js';
import type { Form } from '../../lib/form.js';
import { type CleanImage, cleanImage } from '../../lib/images.js';
import { pageOf, pageOffset } from '../../lib/pagination.js';
import { sha256 } from '../../lib/secrets.js';
import type { Storage } from '../../lib/storage.js';
import { type MoneyActionResult, type MoneyActor, runMoneyAction } from '../money/index.js';
import { notify } from '../notifications/index.js';
import { ageOn, myKadBirthDate } from './identity-number.js';
import { numberHeld } from './release-identity-number.js';

type KycRow = typeof kycSubmissions.$inferSelect;

/** Which KYC state may follow which (BUSINESS_RULES §8): declared once, checked here only. */
export const kycTransitions: Record<KycStatus, readonly KycStatus[]> = {
  not_started: ['pending'],
  pending: ['approved', 'failed'],
  failed: ['pending'],
  approved: [],
};

/** Identity images smaller than this on their short side cannot be read by a reviewer. */
const MIN_IMAGE_SIDE = 200;

export const MEMBER_IMAGE_PATH = '/api/member/kyc-image/';

function toKycInfo(row: KycRow, imagePath: (side: KycSide) => string): KycInfo {
  return {
    id: row.id,
    id_number: row.idNumber,
    fullname: row.fullname,
    status: row.status,
    reason: row.reason,
    ic_front: imagePath('ic_front'),
    ic_back: imagePath('ic_back'),
    selfie: row.selfieKey ? imagePath('selfie') : null,
    public_path: imagePath('ic_front').replace(/ic_front$/, ''),
    submitted_at: row.createdAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
  };
}

export const memberKycInfo = (row: KycRow) =>
  toKycInfo(row, (side) => `${MEMBER_IMAGE_PATH}${side}`);
const adminImagePath = (id: number) => (side: KycSide) => `/api/admin/kyc/${id}/image/${side}`;

export interface KycSubmission {
  idNumber: string;
  fullname: string;
  birthDate: string | null;
  secPassword: string;
  images: { ic_front: CleanImage; ic_back: CleanImage; selfie: CleanImage | null };
}

/**
 * A KYC form checked before anything is stored: the fields, the MyKad date of birth (18 or older
 * on today's business date), both sides of the document (and the optional selfie) really decoded
 * as JPEG/PNG and re-encoded without metadata.
 */
export async function parseKycForm(form: Form, today = businessDate()): Promise<KycSubmission> {
  const input = parseFields(kycRequest, form.fields);
  const birthDate = myKadBirthDate(input.id_number, today);
  if (birthDate === 'invalid') throw fieldError('VALIDATION_ERROR', 'id_number');
  if (birthDate !== null && ageOn(birthDate, today) < 18)
    throw fieldError('NEED_18_AGE_ABOVE', 'id_number');
  for (const side of ['ic_front', 'ic_back'] as const)
    if (!form.files[side]) throw fieldError('REQUIRED', side);
  const clean = (side: KycSide) =>
    form.files[side] ? cleanImage(form.files[side], side, { minSide: MIN_IMAGE_SIDE }) : null;
  const [front, back, selfie] = await Promise.all([
    clean('ic_front'),
    clean('ic_back'),
    clean('selfie'),
  ]);
  return {
    idNumber: input.id_number,
    fullname: input.fullname,
    birthDate,
    secPassword: input.sec_password,
    images: { ic_front: front!, ic_back: back!, selfie },
  };
}

/** The stored (encrypted) images of a submission, by storage key. */
export interface StoredKycImages {
  front: string;
  back: string;
  selfie: string | null;
}

export async function storeKycImages(
  storage: Storage,
  images: KycSubmission['images'],
): Promise<StoredKycImages> {
  const save = (image: CleanImage) => storage.save('kyc', image.bytes, image.type);
  const [front, back, selfie] = await Promise.all([
    save(images.ic_front),
    save(images.ic_back),
    images.selfie ? save(images.selfie) : null,
  ]);
  return { front, back, selfie };
}

export async function removeKycImages(storage: Storage, keys: StoredKycImages) {
  await Promise.all([keys.front, keys.back, keys.selfie].map((k) => k && storage.remove(k)));
}

/**
 * Records a submission: the member moves to pending (from not started or failed only) and the
 * identity number becomes theirs — `members.ic` is unique, so a number held by another member is
 * refused (`iC_USED`) even when two submissions race. The member's row is locked first, so two
 * submissions of one member are taken one after the other.
 */
export async function submitKyc(
  tx: Tx,
  input: { memberId: number; submission: KycSubmission; keys: StoredKycImages },
): Promise<MoneyActionResult<KycInfo>> {
  const [member] = await tx
    .select({ status: members.kycStatus, ic: members.ic })
    .from(members)
    .where(eq(members.id, input.memberId))
    .for('no key update');
  if (!member) throw new AppError('UNAUTHORIZED');
  if (!kycTransitions[member.status].includes('pending'))
    throw new AppError('KYC_ALREADY_SUBMITTED', { status: member.status });
  const { submission } = input;
  try {
    await tx
      .update(members)
      .set({ kycStatus: 'pending', ic: submission.idNumber, updatedAt: new Date() })
      .where(eq(members.id, input.memberId));
  } catch (err) {
    if (pgErrorCode(err) === '23505' && pgConstraint(err) === 'members_ic_upper')
      throw fieldError('iC_USED', 'id_number');
    throw err;
  }
  const [row] = await tx
    .insert(kycSubmissions)
    .values({
      memberId: input.memberId,
      idNumber: submission.idNumber,
      fullname: submission.fullname,
      birthDate: submission.birthDate,
      frontKey: input.keys.front,
      backKey: input.keys.back,
      selfieKey: input.keys.selfie,
    })
    .returning();
  return {
    data: memberKycInfo(row),
    audit: {
      action: 'kyc.submit',
      targetType: 'kyc',
      targetId: row.id,
      before: { kyc_status: member.status, ic: member.ic },
      after: { kyc_status: 'pending', ic: row.idNumber, selfie: row.selfieKey !== null },
    },
  };
}

/**
 * A submission through the money path (security password, idempotency key, audit row, one
 * transaction), its images stored encrypted first: a refusal removes them again, and so does a
 * replay of the first reply (same Idempotency-Key), whose own images are the ones kept.
 */
export async function submitKycWithImages(
  db: Db,
  storage: Storage,
  input: {
    actor: MoneyActor;
    key: string | null;
    ip: string;
    memberId: number;
    submission: KycSubmission;
    /** The uploaded files as received: their digests tell a reused key's other request. */
    uploads: Record<string, Buffer>;
  },
) {
  const { submission } = input;
  const keys = await storeKycImages(storage, submission.images);
  let inserted: number | null = null;
  try {
    const result = await runMoneyAction(
      db,
      {
        actor: input.actor,
        route: 'UserKyc',
        key: input.key,
        body: {
          id_number: submission.idNumber,
          fullname: submission.fullname,
          images: Object.fromEntries(
            Object.entries(input.uploads).map(([k, v]) => [k, sha256(v.toString('base64'))]),
          ),
        },
        ip: input.ip,
      },
      async (tx) => {
        const done = await submitKyc(tx, { memberId: input.memberId, submission, keys });
        inserted = done.data.id;
        return done;
      },
    );
    if (result.body.data.id !== inserted) await removeKycImages(storage, keys);
    return result;
  } catch (err) {
    await removeKycImages(storage, keys);
    throw err;
  }
}

/** The member's latest submission, or null before the first. */
export async function latestKyc(db: Executor, memberId: number) {
  const [row] = await db
    .select()
    .from(kycSubmissions)
    .where(eq(kycSubmissions.memberId, memberId))
    .orderBy(desc(kycSubmissions.id))
    .limit(1);
  return row ?? null;
}

const sideKey = (row: KycRow, side: KycSide) =>
  side === 'ic_front' ? row.frontKey : side === 'ic_back' ? row.backKey : row.selfieKey;

/** Storage key of one image of the member's latest submission. */
export async function memberKycImageKey(db: Executor, memberId: number, side: KycSide) {
  const row = await latestKyc(db, memberId);
  return row ? sideKey(row, side) : null;
}

const adminSelect = {
  k: kycSubmissions,
  username: members.username,
  memberCode: members.memberCode,
  memberFullname: members.fullname,
  memberIc: members.ic,
  memberKycStatus: members.kycStatus,
  reviewer: admins.username,
};

type AdminRow = {
  k: KycRow;
  username: string;
  memberCode: string;
  memberFullname: string;
  memberIc: string | null;
  memberKycStatus: KycStatus;
  reviewer: string | null;
};

function toAdminItem(r: AdminRow): AdminKycItem {
  return {
    ...toKycInfo(r.k, adminImagePath(r.k.id)),
    member: {
      id: r.k.memberId,
      username: r.username,
      member_code: r.memberCode,
      fullname: r.memberFullname,
    },
    reviewed_by: r.reviewer,
    ic_releasable: numberHeld(r.k, { ic: r.memberIc, kycStatus: r.memberKycStatus }),
  };
}

function adminQuery(db: Executor) {
  return db
    .select(adminSelect)
    .from(kycSubmissions)
    .innerJoin(members, eq(members.id, kycSubmissions.memberId))
    .leftJoin(admins, eq(admins.id, kycSubmissions.reviewedBy));
}

/** The review queue: pending oldest first (first come, first reviewed); decided ones newest first. */
export async function listKyc(
  db: Executor,
  { status, page }: { status: 'pending' | 'approved' | 'failed'; page: number },
) {
  const [rows, [{ n }]] = await Promise.all([
    adminQuery(db)
      .where(eq(kycSubmissions.status, status))
      .orderBy(status === 'pending' ? kycSubmissions.id : desc(kycSubmissions.id))
      .limit(PAGE_SIZE)
      .offset(pageOffset(page)),
    db.select({ n: count() }).from(kycSubmissions).where(eq(kycSubmissions.status, status)),
  ]);
  return pageOf(rows.map(toAdminItem), page, n);
}

export async function getKyc(db: Executor, id: number) {
  const [row] = await adminQuery(db).where(eq(kycSubmissions.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return toAdminItem(row);
}

/** A member's submissions, newest first. */
export async function memberKycHistory(db: Executor, memberId: number) {
  const rows = await adminQuery(db)
    .where(eq(kycSubmissions.memberId, memberId))
    .orderBy(desc(kycSubmissions.id));
  return rows.map(toAdminItem);
}

export async function adminKycImageKey(db: Executor, id: number, side: KycSide) {
  const [row] = await db.select().from(kycSubmissions).where(eq(kycSubmissions.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return { key: sideKey(row, side), memberId: row.memberId };
}

/** Approve or fail a pending submission; the member's state follows it. */
export async function reviewKyc(
  tx: Tx,
  input: { id: number; decision: 'approved' | 'failed'; reason: string | null; adminId: number },
): Promise<MoneyActionResult<AdminKycItem>> {
  const [row] = await tx
    .select()
    .from(kycSubmissions)
    .where(eq(kycSubmissions.id, input.id))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
  if (!kycTransitions[row.status].includes(input.decision))
    throw new AppError('INVALID_STATE', { status: row.status });
  await tx
    .update(kycSubmissions)
    .set({
      status: input.decision,
      reason: input.reason,
      reviewedBy: input.adminId,
      reviewedAt: sql`now()`,
    })
    .where(eq(kycSubmissions.id, row.id));
  await tx
    .update(members)
    .set({ kycStatus: input.decision, updatedAt: new Date() })
    .where(and(eq(members.id, row.memberId), eq(members.kycStatus, 'pending')));
  await notify(tx, {
    memberId: row.memberId,
    type: input.decision === 'approved' ? 'kyc_approved' : 'kyc_failed',
    params: input.decision === 'failed' ? { reason: input.reason ?? '' } : {},
    dedupeKey: `kyc:${row.id}`,
  });
  const item = await getKyc(tx, row.id);
  return {
    data: item,
    audit: {
      action: input.decision === 'approved' ? 'kyc.approve' : 'kyc.fail',
      targetType: 'kyc',
      targetId: row.id,
      reason: input.reason,
      before: { status: row.status },
      after: { status: input.decision, member_id: row.memberId },
    },
  };
}
