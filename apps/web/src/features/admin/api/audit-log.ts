import type { AuditLogPage } from '@rangkai/shared';
import { useQuery } from '@tanstack/react-query';
import { adminPageQuery } from '@/lib/admin-page-query';

export interface AuditLogFilter {
  q?: string;
  action?: string;
  target_type?: string;
  target_id?: string;
  page: number;
}

export function auditLogQuery(filter: AuditLogFilter) {
  return adminPageQuery<AuditLogPage>(['admin', 'audit-log', filter], '/api/admin/audit-log', {
    ...filter,
  });
}

export function useAuditLog(filter: AuditLogFilter, enabled = true) {
  return useQuery({ ...auditLogQuery(filter), enabled });
}
