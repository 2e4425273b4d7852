export {
  type AccountRef,
  type JournalLineInput,
  postJournal,
  postJournals,
} from './ledger.js';
export { queryLedgerLines } from './records.js';
