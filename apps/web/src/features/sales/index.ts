export { rankHistoryQueryOptions, useRankHistory } from './api/rank-history';
export { salesKeys, salesSummaryQueryOptions, useSalesSummary } from './api/sales-summary';
export { SalesSection } from './components/sales-section';
