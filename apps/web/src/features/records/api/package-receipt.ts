import { fetchPrivateFile } from '@/lib/api-client';

/** `GET api/package/receipt?user_package_id=`: a purchase's receipt (PDF), member's token. */
export function fetchPackageReceipt(userPackageId: number): Promise<Blob> {
  return fetchPrivateFile(`/api/package/receipt?user_package_id=${userPackageId}`);
}
