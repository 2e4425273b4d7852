export { DashboardMoney } from './components/dashboard-money';
export { GoLiveBanner } from './components/go-live-banner';
export { adminReportsNavItems, adminReportsRoutes } from './routes';
