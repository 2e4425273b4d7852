import type { AdminRole } from '@rangkai/shared';

/** `admin` does everything; `support` reads members (and, later, answers tickets). */
export const ADMIN_ONLY: readonly AdminRole[] = ['admin'];
export const STAFF: readonly AdminRole[] = ['admin', 'support'];
