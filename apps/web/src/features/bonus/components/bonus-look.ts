import type { BonusType } from '@rangkai/shared';
import { IconCrown, IconGift, IconHierarchy, IconScale, IconUserPlus } from '@tabler/icons-react';

export type BonusTab = BonusType | 'all';

/** Icon and colour of each bonus type (and of all together); a new type must be given one. */
export const bonusLook: Record<BonusTab, { icon: typeof IconGift; color: string }> = {
  all: { icon: IconGift, color: 'indigo' },
  sponsor: { icon: IconUserPlus, color: 'blue' },
  pairing: { icon: IconScale, color: 'teal' },
  level: { icon: IconHierarchy, color: 'grape' },
  leadership: { icon: IconCrown, color: 'orange' },
};
