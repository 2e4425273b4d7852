/** Business day and timestamps of the back-office (BUSINESS_RULES §5). */
export const BUSINESS_TIME_ZONE = 'Asia/Kuala_Lumpur';

export const ADMIN_LOGIN_PATH = '/admin/login';
export const ADMIN_HOME_PATH = '/admin';
