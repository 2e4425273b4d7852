import { z } from 'zod';
import { languageParam } from '../language.js';
import { numberInput } from './common.js';

/** The reader's language (`language=`, as news): the receipt's words in en, zh or ms. */
export const receiptLanguageQuery = z.object({ language: languageParam });

/** `GET api/mall/receipt?order_id=`: an order's receipt (PDF). */
export const orderReceiptQuery = z.object({
  order_id: numberInput(z.number().int().positive()),
  language: languageParam,
});

/** `GET api/package/receipt?user_package_id=`: a package purchase's receipt (PDF). */
export const packageReceiptQuery = z.object({
  user_package_id: numberInput(z.number().int().positive()),
  language: languageParam,
});
