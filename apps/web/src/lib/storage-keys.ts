/** Every localStorage key the web app uses, in one place. */
export const storageKeys = {
  token: 'token',
  userId: 'user_id',
  language: 'lang',
  rememberUsername: 'remember_username',
  /** Written by older versions only; removed on sight (a password is never stored). */
  legacyRememberPassword: 'remember_password',
  /** The back-office session, kept apart from the member's token. */
  adminToken: 'rk_admin_token',
} as const;
