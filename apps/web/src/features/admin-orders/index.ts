export { MemberBonusesTab } from './components/member-bonuses-tab';
export { MemberPackagesTab } from './components/member-packages-tab';
export { adminOrdersNavItems, adminOrdersRoutes } from './routes';
