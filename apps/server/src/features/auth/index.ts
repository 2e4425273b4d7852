export {
  authenticateToken,
  issueToken,
  resolveToken,
  revokeSubjectTokens,
  revokeToken,
  type SubjectType,
} from '../../lib/tokens.js';
export { login } from './login.js';
