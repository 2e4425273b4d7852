export { AllRecordPage } from './components/all-record-page';
export { DirectMembersPage } from './components/direct-members-page';
export { DownlineRecordPage } from './components/downline-record-page';
