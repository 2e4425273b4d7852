export { queryLedgerLines } from './records.js';
