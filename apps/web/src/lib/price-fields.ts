/** The four prices of a product or a room type's night, named as the server names them. */
export const priceFields = [
  'normal_credit',
  'premium_credit',
  'normal_cash',
  'premium_cash',
] as const;
export type PriceField = (typeof priceFields)[number];
