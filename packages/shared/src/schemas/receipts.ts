import { z } from 'zod';
import { numberInput } from './common.js';

/** `GET api/mall/receipt?order_id=`: an order's receipt (PDF). */
export const orderReceiptQuery = z.object({
  order_id: numberInput(z.number().int().positive()),
});

/** `GET api/package/receipt?user_package_id=`: a package purchase's receipt (PDF). */
export const packageReceiptQuery = z.object({
  user_package_id: numberInput(z.number().int().positive()),
});
