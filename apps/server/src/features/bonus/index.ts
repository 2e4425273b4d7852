export { type Clawback, clawBackSponsorBonus } from './claw-back.js';
export {
  type BonusCredit,
  bonusJournalType,
  creditBonuses,
  creditJournals,
  splitBonus,
} from './credit-bonuses.js';
export { default as bonusRoutes } from './routes.js';
