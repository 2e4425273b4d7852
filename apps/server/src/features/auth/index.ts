export { login } from './login.js';
export {
  authenticateToken,
  issueToken,
  resolveToken,
  revokeSubjectTokens,
  revokeToken,
  type SubjectType,
} from './tokens.js';
