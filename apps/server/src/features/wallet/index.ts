export {
  type AccountRef,
  type JournalLineInput,
  postJournal,
  postJournals,
} from './ledger.js';
export { ledgerLineFields, queryLedgerLines } from './records.js';
