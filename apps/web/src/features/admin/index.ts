export { EmptyState, ErrorState, LoadingState } from './components/data-state';
export { type Column, DataTable } from './components/data-table';
export { PageHeader } from './components/page-header';
export { Pager } from './components/pager';
export { adminApi } from './lib/admin-api';
export { getAdminToken } from './lib/admin-session';
export { formatDateTime } from './lib/format';
export { adminRoutes } from './routes';
