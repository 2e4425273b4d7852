import { Alert, Group, NumberInput, Select, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { AdminProduct } from '@rangkai/shared';
import { IconInfoCircle } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { EditorFrame } from '@/components/admin/editor-frame';
import { LanguageTabs } from '@/components/admin/language-tabs';
import { PriceInputs } from '@/components/admin/price-inputs';
import { useIsAdmin } from '@/lib/admin-me';
import { applyServerErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n';
import { showSuccess } from '@/lib/messages';
import { useTranslateError } from '@/lib/use-translate-error';
import { useAdminCategories } from '../api/categories';
import { useSaveProduct } from '../api/products';
import {
  emptyProductValues,
  type ProductFormValues,
  productBody,
  productLanguages,
  productValues,
  validateProduct,
} from '../lib/product-form';
import { ProductPictures } from './product-pictures';
import { ProductBadges } from './status-badges';

/** Create or edit one product: names and descriptions in three languages, four prices, stock. */
export function ProductEditor({
  product,
  categoryId = null,
}: {
  product?: AdminProduct;
  categoryId?: number | null;
}) {
  const { t } = useTranslation('adminMall');
  const translateError = useTranslateError();
  const navigate = useNavigate();
  const canEdit = useIsAdmin();
  const categories = useAdminCategories();
  const save = useSaveProduct();
  const form = useForm<ProductFormValues>({
    initialValues: product ? productValues(product) : emptyProductValues(categoryId),
    validate: validateProduct,
  });
  const error = (field: keyof ProductFormValues) => translateError(form.errors[field]);

  const submit = form.onSubmit((values) =>
    save.mutate(
      { id: product?.id ?? null, body: productBody(values) },
      {
        onSuccess: (saved) => {
          showSuccess('adminMall:editor.saved');
          form.resetDirty(productValues(saved));
          // A new product goes on to its pictures.
          if (!product) void navigate(`/admin/mall/products/${saved.id}`, { replace: true });
        },
        onError: (failure) => applyServerErrors(t, form, failure, { describe: (code) => code }),
      },
    ),
  );

  return (
    <EditorFrame
      title={product ? product.product_name : t('editor.new_heading')}
      subtitle={
        product ? (
          <ProductBadges active={product.active} featured={product.featured} />
        ) : (
          t('editor.new_subtitle')
        )
      }
      back={{
        to: '/admin/mall/products',
        label: t('editor.back'),
        testId: 'admin-mall-product-back',
      }}
      onSubmit={submit}
      languages={
        <LanguageTabs
          languages={productLanguages}
          form={form}
          t={t}
          canEdit={canEdit}
          descriptionHint={t('editor.description_hint')}
          rows={[5, 14]}
          testId="admin-mall-product"
        />
      }
      save={{
        shown: canEdit,
        loading: save.isPending,
        label: t(product ? 'editor.save' : 'editor.create'),
        testId: 'admin-mall-product-save',
      }}
      after={
        product ? (
          <ProductPictures product={product} canEdit={canEdit} />
        ) : (
          <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
            {t('pictures.after_create')}
          </Alert>
        )
      }
      testId="admin-mall-product"
    >
      <Select
        label={t('products.category')}
        required
        data={(categories.data ?? []).map((c) => ({
          value: String(c.id),
          label: c.active ? c.name_en : `${c.name_en} (${t('common.inactive')})`,
        }))}
        allowDeselect={false}
        searchable
        {...form.getInputProps('mall_category_id')}
        disabled={!canEdit}
        error={error('mall_category_id')}
        data-testid="admin-mall-product-category-select"
      />
      <PriceInputs
        form={form}
        t={t}
        disabled={!canEdit}
        testId="admin-mall-product"
        gridTestId="admin-mall-product-prices"
      />
      <NumberInput
        label={t('products.stock')}
        required
        min={0}
        max={1_000_000}
        allowDecimal={false}
        allowNegative={false}
        {...form.getInputProps('stock')}
        disabled={!canEdit}
        error={error('stock')}
        data-testid="admin-mall-product-stock"
      />
      <Group gap="lg">
        <Switch
          label={t('common.active')}
          {...form.getInputProps('active', { type: 'checkbox' })}
          disabled={!canEdit}
          data-testid="admin-mall-product-active-switch"
        />
        <Switch
          label={t('products.featured')}
          {...form.getInputProps('featured', { type: 'checkbox' })}
          disabled={!canEdit}
          data-testid="admin-mall-product-featured-switch"
        />
      </Group>
    </EditorFrame>
  );
}
