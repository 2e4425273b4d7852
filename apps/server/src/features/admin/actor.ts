import type { FastifyRequest } from 'fastify';
import type { AuditEntry } from '../../lib/audit.js';
import { adminAuth } from '../../plugins/auth.js';

/** Who did it, from where: the part of an audit row that every admin action shares. */
export interface AdminActor {
  actor: AuditEntry['actor'];
  ip: string | null;
}

export function actorOf(request: FastifyRequest): AdminActor {
  const auth = adminAuth(request);
  return { actor: { adminId: auth.adminId, username: auth.username }, ip: request.ip ?? null };
}
