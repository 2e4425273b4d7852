export { CountryStateFields } from './components/country-state-fields';
export { IdentityFields } from './components/identity-fields';
export { PasswordFields } from './components/password-fields';
export { RegisterPage } from './components/register-page';
export { ShippingFields } from './components/shipping-fields';
export { SponsorFields } from './components/sponsor-fields';
export { RegisterModal } from './dialogs';
export { type Sponsor, useSponsor } from './lib/use-sponsor';
export { openRegister } from './stores';
