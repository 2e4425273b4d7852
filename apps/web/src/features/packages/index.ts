export { RegisterMemberCard } from './components/register-member-card';
export {
  closeRegisterMember,
  closeUpgradePackage,
  openCancelPurchase,
  openRegisterMember,
  openUpgradePackage,
} from './dialogs';
export type { RegisterPlacement } from './lib/register-member-values';
