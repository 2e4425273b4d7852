export { RegisterMemberCard } from './components/register-member-card';
export { closeUpgradePackage, openUpgradePackage, RegisterMemberModal } from './dialogs';
export type { RegisterPlacement } from './lib/register-member-values';
