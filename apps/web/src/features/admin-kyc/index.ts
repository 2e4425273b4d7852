export { MemberKycTab } from './components/member-kyc-tab';
export { adminKycNavItems, adminKycRoutes } from './routes';
