import type { FastifyInstance } from 'fastify';
import adminAccountRoutes from './account-routes.js';
import adminAuditRoutes from './audit-routes.js';
import dashboardRoutes from './dashboard-routes.js';
import adminMemberFixRoutes from './member-fix-routes.js';
import adminMemberRoutes from './member-routes.js';
import adminReportRoutes from './report-routes.js';
import adminSettingsRoutes from './settings-routes.js';

/**
 * Every `/api/admin/*` route except login/logout (features/auth). Each route checks the role:
 * no token → 401, a member token → 403, support on an admin-only route → 403.
 */
export default async function adminRoutes(app: FastifyInstance) {
  await app.register(dashboardRoutes);
  await app.register(adminMemberRoutes);
  await app.register(adminMemberFixRoutes);
  await app.register(adminSettingsRoutes);
  await app.register(adminAuditRoutes);
  await app.register(adminAccountRoutes);
  await app.register(adminReportRoutes);
}
