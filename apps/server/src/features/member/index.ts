export { createMember, findEndNode } from './create-member.js';
export { getMemberInfo, walletBalances } from './get-member-info.js';
export { loadMemberWithTrees, memberIdentity } from './load-member.js';
export { findSponsor } from './register-member.js';
export { verifySecPassword } from './security-password.js';
