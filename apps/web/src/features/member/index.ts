export { getMemberInfo, memberInfoQueryOptions, useMemberInfo } from './api/get-member-info';
export { CountryStateFields } from './components/country-state-fields';
export { IdentityFields } from './components/identity-fields';
export { canOpenKyc, KycBadge } from './components/kyc-badge';
export { PasswordFields } from './components/password-fields';
export { ShippingFields } from './components/shipping-fields';
export { SponsorFields } from './components/sponsor-fields';
export { WelcomeCard } from './components/welcome-card';
export { type Sponsor, useSponsor } from './lib/use-sponsor';
