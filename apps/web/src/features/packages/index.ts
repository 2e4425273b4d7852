export { RegisterMemberCard } from './components/register-member-card';
export { RegisterMemberModal, UpgradePackageModal } from './dialogs';
export type { RegisterPlacement } from './lib/register-member-values';
export { openUpgradePackage } from './stores';
