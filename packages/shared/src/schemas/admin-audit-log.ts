import { z } from 'zod';
import { numberInput, paginated } from './common.js';

/* Audit log */

export const auditLogQuery = z.object({
  q: z.string().trim().max(100).default(''),
  action: z.string().trim().max(64).optional(),
  target_type: z.string().trim().max(32).optional(),
  target_id: z.string().trim().max(64).optional(),
  page: numberInput(z.number().int().min(1).max(100_000)).default(1),
});

export const auditLogEntry = z.object({
  id: z.number().int(),
  admin_id: z.number().int().nullable(),
  admin_username: z.string(),
  action: z.string(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  /** A readable name of the target (member username, setting key…), when known. */
  target_label: z.string().nullable(),
  reason: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntry>;

export const auditLogPage = paginated(auditLogEntry);
export type AuditLogPage = z.infer<typeof auditLogPage>;
