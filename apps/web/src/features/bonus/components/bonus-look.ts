import type { BonusEntryType } from '@rangkai/shared';
import {
  IconArrowBackUp,
  IconCrown,
  IconGift,
  IconHierarchy,
  IconReceiptRefund,
  IconScale,
  IconUserPlus,
} from '@tabler/icons-react';

export type BonusTab = BonusEntryType | 'all';

/** Icon and colour of each bonus line type (and of all together); a new type must be given one. */
export const bonusLook: Record<BonusTab, { icon: typeof IconGift; color: string }> = {
  all: { icon: IconGift, color: 'indigo' },
  sponsor: { icon: IconUserPlus, color: 'blue' },
  pairing: { icon: IconScale, color: 'teal' },
  level: { icon: IconHierarchy, color: 'grape' },
  leadership: { icon: IconCrown, color: 'orange' },
  sponsor_clawback: { icon: IconArrowBackUp, color: 'red' },
  debt_repayment: { icon: IconReceiptRefund, color: 'pink' },
};
