import { parseMoney } from './money.js';

export type SettingType = 'money' | 'percent' | 'integer' | 'rate' | 'rates' | 'text';

export interface SettingDefinition {
  key: string;
  type: SettingType;
  default: string;
  group: 'wallet' | 'bonus' | 'rank' | 'withdraw' | 'shipping' | 'security' | 'system';
  /** Shown in `api/global/lookup` → `data.system` (public). */
  public: boolean;
  min?: number;
  max?: number;
}

/** Every *(setting)* of BUSINESS_RULES with its seeded default, plus public system values. */
export const settingDefinitions: readonly SettingDefinition[] = [
  { key: 'usdt_rate', type: 'rate', default: '4.20', group: 'wallet', public: true },
  {
    key: 'deposit_address',
    type: 'text',
    default: 'RANGKAI SDN BHD · Maybank 5140 1234 5678',
    group: 'wallet',
    public: true,
  },
  {
    key: 'bonus_point4_percent',
    type: 'percent',
    default: '20',
    group: 'bonus',
    public: false,
    min: 0,
    max: 100,
  },
  {
    key: 'sponsor_bonus_percent',
    type: 'percent',
    default: '10',
    group: 'bonus',
    public: false,
    min: 0,
    max: 100,
  },
  {
    key: 'pairing_bonus_percent',
    type: 'percent',
    default: '10',
    group: 'bonus',
    public: false,
    min: 0,
    max: 100,
  },
  { key: 'level_bonus_rates', type: 'rates', default: '10,5,5,3,2', group: 'bonus', public: false },
  {
    key: 'leadership_pool_percent',
    type: 'percent',
    default: '3',
    group: 'bonus',
    public: false,
    min: 0,
    max: 100,
  },
  // BUSINESS_RULES §6 thresholds: the daily close reads them when it runs, so a change takes
  // effect from the next close (ranks already reached never go down). Rank n ≤ rank n+1.
  ...(
    [
      [1, '10000.00', '2'],
      [2, '50000.00', '4'],
      [3, '200000.00', '6'],
    ] as const
  ).flatMap(([rank, smallBv, direct]): SettingDefinition[] => [
    { key: `rank_${rank}_small_bv`, type: 'money', default: smallBv, group: 'rank', public: false },
    {
      key: `rank_${rank}_direct_paid`,
      type: 'integer',
      default: direct,
      group: 'rank',
      public: false,
      min: 0,
      max: 100_000,
    },
  ]),
  {
    key: 'payout_ratio_alert_percent',
    type: 'percent',
    default: '40',
    group: 'bonus',
    public: false,
    min: 1,
    max: 100,
  },
  {
    key: 'withdraw_min_amount',
    type: 'integer',
    default: '10',
    group: 'withdraw',
    public: true,
    min: 1,
    max: 1_000_000,
  },
  {
    key: 'withdraw_fee_percent',
    type: 'percent',
    default: '5',
    group: 'withdraw',
    public: true,
    min: 0,
    max: 100,
  },
  { key: 'shipping_fee_east', type: 'money', default: '10.00', group: 'shipping', public: true },
  {
    key: 'order_auto_complete_days',
    type: 'integer',
    default: '14',
    group: 'shipping',
    public: true,
    min: 1,
    max: 365,
  },
  {
    key: 'sec_password_max_tries',
    type: 'integer',
    default: '5',
    group: 'security',
    public: false,
    min: 1,
    max: 100,
  },
  {
    key: 'sec_password_lock_minutes',
    type: 'integer',
    default: '15',
    group: 'security',
    public: false,
    min: 1,
    max: 10_080,
  },
  { key: 'site_name', type: 'text', default: 'Rangkai', group: 'system', public: true },
  {
    key: 'support_email',
    type: 'text',
    default: 'support@rangkai.local',
    group: 'system',
    public: true,
  },
  { key: 'currency', type: 'text', default: 'MYR', group: 'system', public: true },
  // Printed on every receipt (order and package purchase): replace before going live.
  {
    key: 'company_name',
    type: 'text',
    default: 'YOUR COMPANY SDN BHD (placeholder)',
    group: 'system',
    public: false,
  },
  {
    key: 'company_reg_no',
    type: 'text',
    default: '000000-X (placeholder)',
    group: 'system',
    public: false,
  },
  /** The statement on a package purchase's receipt (BUSINESS_RULES §13). */
  {
    key: 'cooling_off_statement',
    type: 'text',
    default: 'THIS CONTRACT IS SUBJECT TO A COOLING-OFF PERIOD OF TEN WORKING DAYS',
    group: 'system',
    public: false,
  },
];

export const settingByKey = new Map(settingDefinitions.map((d) => [d.key, d]));

/** Validates a setting value; returns the normalised value or null when invalid. */
export function normaliseSetting(def: SettingDefinition, raw: string): string | null {
  const value = raw.trim();
  switch (def.type) {
    case 'money': {
      const sen = parseMoney(value);
      return sen === null ? null : `${sen / 100n}.${(sen % 100n).toString().padStart(2, '0')}`;
    }
    case 'rate': {
      const sen = parseMoney(value);
      return sen === null || sen === 0n
        ? null
        : `${sen / 100n}.${(sen % 100n).toString().padStart(2, '0')}`;
    }
    case 'percent':
    case 'integer': {
      if (!/^\d{1,9}$/.test(value)) return null;
      const n = Number(value);
      if ((def.min !== undefined && n < def.min) || (def.max !== undefined && n > def.max))
        return null;
      return String(n);
    }
    case 'rates': {
      const parts = value.split(',').map((p) => p.trim());
      if (
        parts.length < 1 ||
        parts.length > 10 ||
        !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 100)
      )
        return null;
      return parts.map(Number).join(',');
    }
    case 'text':
      return value.length >= 1 && value.length <= 500 ? value : null;
    default: {
      const exhaustive: never = def.type;
      return exhaustive;
    }
  }
}
