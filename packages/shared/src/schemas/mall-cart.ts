import { z } from 'zod';
import { moneyString, numberInput } from './common.js';
import { positiveId } from './mall-fields.js';

/** The mall cart (BUSINESS_RULES §12; spec §7 Mall). */

export const CART_MAX_QUANTITY = 999;
const quantity = numberInput(
  z
    .number({ message: 'VALIDATION_ERROR' })
    .int({ message: 'VALIDATION_ERROR' })
    .min(1, { message: 'QUANTITY_REQUIRED' })
    .max(CART_MAX_QUANTITY, { message: 'VALIDATION_ERROR' }),
);

/** `POST api/mall/addCart`: adds to what the cart holds of the product. */
export const addCartRequest = z.strictObject({ mall_product_id: positiveId, quantity });
/** `POST api/mall/updateCart`: sets the quantity of a line. */
export const updateCartRequest = addCartRequest;
export const removeCartRequest = z.strictObject({ mall_product_id: positiveId });

export const cartProblems = ['unavailable', 'short_of_stock'] as const;
export const cartLine = z.object({
  mall_product_id: z.number().int(),
  name: z.string(),
  product_name: z.string(),
  product_name_cn: z.string().nullable(),
  thumb_image_path: z.string().nullable(),
  my_price: z.object({ credit: moneyString, cash: moneyString }),
  quantity: z.number().int(),
  stock: z.number().int(),
  /** Null when the line can be bought; otherwise why not (the line stays in the cart). */
  problem: z.enum(cartProblems).nullable(),
});
export type CartLine = z.infer<typeof cartLine>;
export const cartReply = z.object({
  lines: z.array(cartLine),
  /** Units in the cart (the header badge). */
  count: z.number().int(),
  subtotal_credit: moneyString,
  subtotal_cash: moneyString,
});
export type CartReply = z.infer<typeof cartReply>;
