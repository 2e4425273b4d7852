export { useUserProfile } from './api/get-user-profile';
export { MePage } from './components/me-page';
export { EditProfileModal } from './dialogs';
export { openEditProfile } from './stores';
