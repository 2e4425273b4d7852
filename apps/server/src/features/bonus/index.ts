export { type BonusCredit, bonusJournalType, creditBonuses, splitBonus } from './credit-bonuses.js';
export { default as bonusRoutes } from './routes.js';
