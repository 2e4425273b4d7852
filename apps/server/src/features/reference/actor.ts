import type { AuditActor } from '../../lib/audit.js';

/** Who changes reference data, from where: what each audit row of this feature names. */
export interface ReferenceActor {
  actor: AuditActor;
  ip: string | null;
  reason?: string | null;
}
