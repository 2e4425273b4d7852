export { RegisterPage } from './components/register-page';
export { SponsorFields } from './components/sponsor-fields';
export { openRegister } from './dialogs';
export type { AutoPlacement } from './lib/register-values';
export { type Sponsor, useSponsor } from './lib/use-sponsor';
