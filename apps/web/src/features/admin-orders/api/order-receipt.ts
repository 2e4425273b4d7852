import { adminApi } from '@/lib/admin-api';
import { currentLanguage } from '@/lib/i18n';

/**
 * `GET api/admin/orders/:id/receipt`: any order's receipt (PDF) with the back-office token; its
 * words in the app's language.
 */
export async function fetchAdminOrderReceipt(orderId: number): Promise<Blob> {
  return (await adminApi.file(`/api/admin/orders/${orderId}/receipt?language=${currentLanguage()}`))
    .blob;
}
