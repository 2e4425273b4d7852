export { AllRecordPage } from './components/all-record-page';
export * from './components/placeholder-pages';
