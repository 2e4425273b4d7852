import { fetchPrivateFile } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';

/**
 * `GET api/package/receipt?user_package_id=`: a purchase's receipt (PDF), member's token; its
 * words in the app's language.
 */
export function fetchPackageReceipt(userPackageId: number): Promise<Blob> {
  return fetchPrivateFile(
    `/api/package/receipt?user_package_id=${userPackageId}&language=${currentLanguage()}`,
  );
}
