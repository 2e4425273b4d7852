export const MALAYSIA_COUNTRY_ID = 2;

export const wallets = ['point1', 'point2', 'point3', 'point4'] as const;
export type Wallet = (typeof wallets)[number];

export const walletNames: Record<Wallet, string> = {
  point1: 'cash',
  point2: 'redemption',
  point3: 'register',
  point4: 'repurchase',
};

/** Languages in the header dropdown, then the further complete translations. */
export const headerLocales = ['en', 'zh', 'ms'] as const;
export const locales = ['en', 'zh', 'ms', 'th', 'vi', 'id', 'ko', 'zh-Hant'] as const;
export type Locale = (typeof locales)[number];

/** Malaysian shipping areas (spec §3): East (Sabah, Sarawak, Labuan) pays the shipping fee. */
export const areas = ['West', 'East'] as const;
export type Area = (typeof areas)[number];

export const malaysianStates = [
  { name: 'Johor', area: 'West' },
  { name: 'Kedah', area: 'West' },
  { name: 'Kelantan', area: 'West' },
  { name: 'Kuala Lumpur', area: 'West' },
  { name: 'Labuan', area: 'East' },
  { name: 'Melaka', area: 'West' },
  { name: 'Negeri Sembilan', area: 'West' },
  { name: 'Perak', area: 'West' },
  { name: 'Perlis', area: 'West' },
  { name: 'Penang', area: 'West' },
  { name: 'Pahang', area: 'West' },
  { name: 'Putrajaya', area: 'West' },
  { name: 'Selangor', area: 'West' },
  { name: 'Sabah', area: 'East' },
  { name: 'Sarawak', area: 'East' },
  { name: 'Terengganu', area: 'West' },
] as const;

export const OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS = 60;
export const OTP_VALID_MINUTES = 10;
export const OTP_MAX_TRIES = 5;

export const PAGE_SIZE = 20;
