export { RegisterMemberCard } from './components/register-member-card';
export { UpgradePackageModal } from './dialogs';
export { openUpgradePackage } from './stores';
