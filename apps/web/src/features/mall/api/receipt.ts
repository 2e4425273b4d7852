import { fetchPrivateFile } from '@/lib/api-client';

/** `GET api/mall/receipt?order_id=`: the order's receipt (PDF) with the member's token. */
export function fetchOrderReceipt(orderId: number): Promise<Blob> {
  return fetchPrivateFile(`/api/mall/receipt?order_id=${orderId}`);
}
