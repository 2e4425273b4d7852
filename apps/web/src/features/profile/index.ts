export { useUserProfile } from './api/get-user-profile';
export { MePage } from './components/me-page';
export { openEditProfile } from './dialogs';
