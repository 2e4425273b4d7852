export { getMemberInfo, memberInfoQueryOptions, useMemberInfo } from './api/get-member-info';
export { canOpenKyc, KycBadge } from './components/kyc-badge';
export { WelcomeCard } from './components/welcome-card';
