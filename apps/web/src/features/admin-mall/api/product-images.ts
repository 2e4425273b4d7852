import { type AdminProduct, PRODUCT_IMAGE_FIELD } from '@rangkai/shared';
import { useMutation } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';
import { getAdminToken } from '@/lib/admin-session';
import { api } from '@/lib/api-client';
import { useStoreProduct } from './products';

const imagesPath = (id: number) => `/api/admin/mall/products/${id}/images`;

/** Adds one picture (multipart `image`); the server answers with the product. */
export function useAddProductImage() {
  const store = useStoreProduct();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) => {
      const form = new FormData();
      form.set(PRODUCT_IMAGE_FIELD, file, file.name);
      return adminApi.post<AdminProduct>(imagesPath(id), form);
    },
    onSuccess: store,
    meta: { silentError: true },
  });
}

/** Removes a picture and its files (the back-office client has no DELETE: the token is passed). */
export function useDeleteProductImage() {
  const store = useStoreProduct();
  return useMutation({
    mutationFn: ({ id, imageId }: { id: number; imageId: number }) =>
      api.delete<AdminProduct>(`${imagesPath(id)}/${imageId}`, { token: getAdminToken() }),
    onSuccess: store,
    meta: { silentError: true },
  });
}

/** Orders the pictures (every id, the cover first). */
export function useOrderProductImages() {
  const store = useStoreProduct();
  return useMutation({
    mutationFn: ({ id, imageIds }: { id: number; imageIds: number[] }) =>
      adminApi.put<AdminProduct>(imagesPath(id), { image_ids: imageIds }),
    onSuccess: store,
    meta: { silentError: true },
  });
}
