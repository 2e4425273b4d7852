import { useParams, useSearchParams } from 'react-router';
import { ErrorState, LoadingState } from '@/components/admin/data-state';
import { useAdminProduct } from '../api/products';
import { ProductEditor } from './product-editor';

/** /admin/mall/products/new and /admin/mall/products/:id: the product editor. */
export function ProductEditorPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const productId = Number(id ?? 0);
  const product = useAdminProduct(productId);

  if (!id) {
    const category = Number(params.get('category'));
    return <ProductEditor categoryId={category > 0 ? category : null} />;
  }
  if (!(productId > 0)) return <ErrorState error={new Error('NOT_FOUND')} />;
  if (product.isError) {
    return <ErrorState error={product.error} onRetry={() => void product.refetch()} />;
  }
  if (!product.data) return <LoadingState />;
  // Keyed by id: another product starts from its own values.
  return <ProductEditor key={product.data.id} product={product.data} />;
}
