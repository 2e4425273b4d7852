import { adminApi } from '@/lib/admin-api';

/** `GET api/admin/user-packages/:id/receipt`: a package purchase's receipt (PDF). */
export async function fetchAdminPackageReceipt(userPackageId: number): Promise<Blob> {
  return (await adminApi.file(`/api/admin/user-packages/${userPackageId}/receipt`)).blob;
}
