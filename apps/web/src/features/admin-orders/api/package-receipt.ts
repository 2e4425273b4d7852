import { adminApi } from '@/lib/admin-api';
import { currentLanguage } from '@/lib/i18n';

/**
 * `GET api/admin/user-packages/:id/receipt`: a package purchase's receipt (PDF); its words in the
 * app's language.
 */
export async function fetchAdminPackageReceipt(userPackageId: number): Promise<Blob> {
  return (
    await adminApi.file(
      `/api/admin/user-packages/${userPackageId}/receipt?language=${currentLanguage()}`,
    )
  ).blob;
}
