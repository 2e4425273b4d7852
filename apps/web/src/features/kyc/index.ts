export { closeKyc, openKyc } from './dialogs';
