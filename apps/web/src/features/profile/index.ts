export { EditProfileModal } from './components/edit-profile-modal';
export { MePage } from './components/me-page';
export { openEditProfile } from './stores';
