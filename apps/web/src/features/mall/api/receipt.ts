import { fetchPrivateFile } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';

/**
 * `GET api/mall/receipt?order_id=`: the order's receipt (PDF) with the member's token; its words
 * in the app's language.
 */
export function fetchOrderReceipt(orderId: number): Promise<Blob> {
  return fetchPrivateFile(`/api/mall/receipt?order_id=${orderId}&language=${currentLanguage()}`);
}
