import type { AuditLogPage } from '@rangkai/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../lib/admin-api';

export interface AuditLogFilter {
  q?: string;
  action?: string;
  target_type?: string;
  target_id?: string;
  page: number;
}

export function auditLogQuery(filter: AuditLogFilter) {
  return queryOptions({
    queryKey: ['admin', 'audit-log', filter],
    queryFn: ({ signal }) =>
      adminApi.get<AuditLogPage>('/api/admin/audit-log', { query: { ...filter }, signal }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

export function useAuditLog(filter: AuditLogFilter, enabled = true) {
  return useQuery({ ...auditLogQuery(filter), enabled });
}
