export { KycModal } from './dialogs';
export { closeKyc, openKyc } from './stores';
