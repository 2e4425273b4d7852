import { formatSen, type TreeMember } from '@rangkai/shared';
import { sql } from 'drizzle-orm';

// The tree-member row every genealogy view returns: its columns, joins and reply shape.

export const m_id = sql`m.id`;

export const money = (sen: bigint | string | number | null | undefined) =>
  formatSen(BigInt(sen ?? 0));

export type MemberRow = {
  id: number;
  username: string;
  member_code: string;
  fullname: string;
  package_id: number;
  package_name: string;
  package_name_en: string;
  rank_id: number;
  rank_name: string;
  rank_name_en: string;
  joined_at: Date | string;
  direct_sponsored: number;
};

/** The tree-member columns of `members m` (joined to its package `p` and rank `r`). */
export const memberColumns = sql`m.id, m.username, m.member_code, m.fullname,
  p.id AS package_id, p.package_name, p.package_name_en,
  r.id AS rank_id, r.rank_name, r.rank_name_en, m.created_at AS joined_at,
  (SELECT count(*) FROM members s WHERE s.sponsor_id = m.id)::int AS direct_sponsored`;
export const memberJoins = sql`JOIN packages p ON p.id = m.package_id JOIN ranks r ON r.id = m.rank_id`;

export function toTreeMember(row: MemberRow): TreeMember {
  return {
    id: Number(row.id),
    username: row.username,
    member_code: row.member_code,
    fullname: row.fullname,
    package: {
      id: Number(row.package_id),
      package_name: row.package_name,
      package_name_en: row.package_name_en,
    },
    rank: { id: Number(row.rank_id), rank_name: row.rank_name, rank_name_en: row.rank_name_en },
    joined_at: new Date(row.joined_at).toISOString(),
    direct_sponsored: Number(row.direct_sponsored),
  };
}
