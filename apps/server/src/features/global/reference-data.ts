import { malaysianStates } from '@rangkai/shared';

/** Spec §9 country order: Malaysia, Singapore, Brunei, Indonesia, Thailand, Vietnam, China. */
export const seedCountries = [
  {
    id: 2,
    name: 'Malaysia',
    nameEn: 'Malaysia',
    shortForm: 'MY',
    countryCode: '60',
    sell: '1.00',
    depositEnabled: true,
  },
  {
    id: 3,
    name: 'Singapore',
    nameEn: 'Singapore',
    shortForm: 'SG',
    countryCode: '65',
    sell: '3.45',
    depositEnabled: false,
  },
  {
    id: 4,
    name: 'Brunei',
    nameEn: 'Brunei',
    shortForm: 'BN',
    countryCode: '673',
    sell: '3.45',
    depositEnabled: false,
  },
  {
    id: 5,
    name: 'Indonesia',
    nameEn: 'Indonesia',
    shortForm: 'ID',
    countryCode: '62',
    sell: '0.0003',
    depositEnabled: false,
  },
  {
    id: 6,
    name: 'ประเทศไทย',
    nameEn: 'Thailand',
    shortForm: 'TH',
    countryCode: '66',
    sell: '0.13',
    depositEnabled: false,
  },
  {
    id: 7,
    name: 'Việt Nam',
    nameEn: 'Vietnam',
    shortForm: 'VN',
    countryCode: '84',
    sell: '0.00018',
    depositEnabled: false,
  },
  {
    id: 1,
    name: '中国',
    nameEn: 'China',
    shortForm: 'CN',
    countryCode: '86',
    sell: '0.65',
    depositEnabled: false,
  },
].map((c, index) => ({ ...c, sortOrder: index + 1 }));

export const seedStates = malaysianStates.map((s, index) => ({ id: index + 1, ...s }));

export const seedCollectPoints = [
  {
    name: 'Rangkai Centre Kuala Lumpur',
    address: 'Lot 12, Jalan Ampang, 50450 Kuala Lumpur',
    remark: 'Mon–Sat 10:00–18:00',
  },
  {
    name: 'Rangkai Centre Penang',
    address: '23 Lebuh Pantai, 10300 George Town, Penang',
    remark: 'Mon–Fri 10:00–17:00',
  },
  {
    name: 'Rangkai Centre Johor Bahru',
    address: '8 Jalan Wong Ah Fook, 80000 Johor Bahru, Johor',
    remark: null,
  },
  {
    name: 'Rangkai Centre Kota Kinabalu',
    address: '5 Jalan Gaya, 88000 Kota Kinabalu, Sabah',
    remark: 'East Malaysia pickup',
  },
];

const myr = (ringgit: number) => BigInt(ringgit) * 100n;

/** BUSINESS_RULES §3. */
export const seedPackages = [
  { id: 1, packageName: 'Member', packageNameEn: 'Member', price: 0, levelDepth: 0 },
  { id: 2, packageName: 'Silver', packageNameEn: 'Silver', price: 300, levelDepth: 1 },
  { id: 3, packageName: 'Gold', packageNameEn: 'Gold', price: 1_000, levelDepth: 3 },
  { id: 4, packageName: 'Platinum', packageNameEn: 'Platinum', price: 3_000, levelDepth: 5 },
  { id: 5, packageName: 'Diamond', packageNameEn: 'Diamond', price: 5_000, levelDepth: 5 },
].map((p) => ({
  id: p.id,
  packageName: p.packageName,
  packageNameEn: p.packageNameEn,
  priceSen: myr(p.price),
  bvSen: myr(p.price),
  pairingCapSen: myr(p.price * 2),
  levelDepth: p.levelDepth,
  premium: p.price > 0,
}));

/** BUSINESS_RULES §6. */
export const seedRanks = [
  { id: 0, rankName: 'Member', rankNameEn: 'Member', minSmallBvSen: 0n, minDirectPaid: 0 },
  {
    id: 1,
    rankName: 'Manager',
    rankNameEn: 'Manager',
    minSmallBvSen: myr(10_000),
    minDirectPaid: 2,
  },
  {
    id: 2,
    rankName: 'Senior Manager',
    rankNameEn: 'Senior Manager',
    minSmallBvSen: myr(50_000),
    minDirectPaid: 4,
  },
  {
    id: 3,
    rankName: 'Director',
    rankNameEn: 'Director',
    minSmallBvSen: myr(200_000),
    minDirectPaid: 6,
  },
];

/** System accounts of the ledger (BUSINESS_RULES §2). */
export const systemAccountCodes = [
  'company_revenue',
  'bonus_expense',
  'withdrawals_payable',
  'deposits_clearing',
  'fees',
  'shipping',
  'adjustments',
  /** Paid out to members' banks (a withdrawal marked paid). */
  'bank_payouts',
] as const;
export type SystemAccountCode = (typeof systemAccountCodes)[number];
