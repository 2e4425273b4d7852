export { BonusRecordPage } from './components/bonus-record-page';
