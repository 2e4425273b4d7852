import { adminApi } from '@/lib/admin-api';

/** `GET api/admin/orders/:id/receipt`: any order's receipt (PDF) with the back-office token. */
export async function fetchAdminOrderReceipt(orderId: number): Promise<Blob> {
  return (await adminApi.file(`/api/admin/orders/${orderId}/receipt`)).blob;
}
