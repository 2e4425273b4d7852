export { getMemberInfo, memberInfoQueryOptions, useMemberInfo } from './api/get-member-info';
export { canOpenKyc, KycBadge } from './components/kyc-badge';
export { MePage } from './components/placeholder-pages';
export { WelcomeCard } from './components/welcome-card';
