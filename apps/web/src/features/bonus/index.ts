export { BonusRecordPage } from './components/bonus-record-page';
export { isDeduction, signedBonus } from './lib/bonus-sign';
