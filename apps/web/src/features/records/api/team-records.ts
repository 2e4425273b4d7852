import type { DownlineRecordReply, DownlineReply } from '@rangkai/shared';
import { useQuery } from '@tanstack/react-query';
import { memberPageQuery } from '@/lib/member-page-query';
import type { DownlineFilter } from '../lib/downline-filter';

export type DirectMember = DownlineReply['records'][number];
export type DownlineMember = DownlineRecordReply['records'][number];

/** Query keys of the team records (sponsor downline lists). */
export const teamRecordKeys = {
  all: ['team'] as const,
  direct: (parent: number | undefined, page: number) =>
    ['team', 'direct', parent ?? 'me', page] as const,
  downline: (filter: DownlineFilter) => ['team', 'downline-record', filter] as const,
};

/** The members `parent` (default: the viewer) sponsored directly, newest first. */
export function directMembersQueryOptions(parent: number | undefined, page: number) {
  return memberPageQuery<DownlineReply>(
    teamRecordKeys.direct(parent, page),
    '/api/record/team/downline-new',
    { parent, page },
  );
}

export function useDirectMembers(parent: number | undefined, page: number) {
  return useQuery(directMembersQueryOptions(parent, page));
}

/** Every member of the viewer's sponsor downline, in tree order, by level, package and keyword. */
export function downlineRecordsQueryOptions(filter: DownlineFilter) {
  return memberPageQuery<DownlineRecordReply>(
    teamRecordKeys.downline(filter),
    '/api/record/team/downline-record',
    {
      page: filter.page,
      level: filter.level,
      package_id: filter.packageId,
      keyword: filter.keyword,
    },
  );
}

export function useDownlineRecords(filter: DownlineFilter) {
  return useQuery(downlineRecordsQueryOptions(filter));
}
