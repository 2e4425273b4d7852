export { addressBookFromProfile, addressValues } from './address-book.js';
export { createMember } from './create-member.js';
export { getMemberInfoByToken, walletBalances } from './get-member-info.js';
export { loadMemberWithTrees, memberIdentity } from './load-member.js';
export { updateMemberInfo } from './profile.js';
export { assertCollectPoint, findSponsor, shippingArea } from './register-member.js';
export {
  checkSecPasswordForSession,
  recallSecCheck,
  rememberSecCheck,
  requireRecentSecCheck,
  SEC_CHECK_TTL_MINUTES,
  type Session,
  secCheckTag,
  verifySecPassword,
} from './security-password.js';
