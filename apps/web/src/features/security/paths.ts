/** Where visitors log in (spec §2); kept here so this feature needs nothing from `auth`. */
export const LOGIN_PATH = '/web/sessions/loginPage';
export const HOME_PATH = '/web/dataDisplay';
