import { Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { type AdminProduct, MAX_PRODUCT_IMAGES } from '@rangkai/shared';
import { IconPhoto, IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { PictureDeleteModal } from '@/components/admin/picture-delete-modal';
import { PictureFileInput } from '@/components/admin/picture-file-input';
import { PictureGrid } from '@/components/admin/picture-grid';
import { useTranslation } from '@/lib/i18n';
import { showError } from '@/lib/messages';
import { moveImage } from '@/lib/picked-images';
import { usePictureUpload } from '@/lib/use-picture-upload';
import {
  useAddProductImage,
  useDeleteProductImage,
  useOrderProductImages,
} from '../api/product-images';

/**
 * A product's pictures: add several (dropped or picked, sent one by one), remove one after a
 * confirmation, move one up or down; the first is the cover.
 */
export function ProductPictures({ product, canEdit }: { product: AdminProduct; canEdit: boolean }) {
  const { t } = useTranslation('adminMall');
  const add = useAddProductImage();
  const remove = useDeleteProductImage();
  const order = useOrderProductImages();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [deleting, setDeleting] = useState<number | null>(null);
  const images = product.product_image_path;
  const ids = images.map((i) => i.id);
  const full = images.length >= MAX_PRODUCT_IMAGES;
  const { uploading, upload } = usePictureUpload({
    stored: images.length,
    max: MAX_PRODUCT_IMAGES,
    namespace: 'adminMall',
    send: (file) => add.mutateAsync({ id: product.id, file }),
  });

  const move = (index: number, delta: -1 | 1) =>
    order.mutate(
      { id: product.id, imageIds: moveImage(ids, index, delta) },
      { onError: showError },
    );

  return (
    <Card withBorder radius="md" padding="md" data-testid="admin-mall-pictures">
      <Group justify="space-between" mb="sm" gap="xs">
        <Stack gap={0}>
          <Text fw={600}>{t('pictures.heading')}</Text>
          <Text size="xs" c="dimmed">
            {t('pictures.hint', { count: images.length, max: MAX_PRODUCT_IMAGES })}
          </Text>
        </Stack>
      </Group>
      {images.length > 0 && (
        <PictureGrid
          images={images.map((i) => ({ id: i.id, thumb: i.thumb_image_path }))}
          t={t}
          canEdit={canEdit}
          ordering={order.isPending}
          height={120}
          onMove={move}
          onDelete={setDeleting}
          testId="admin-mall-picture"
          mb="sm"
        />
      )}
      {images.length === 0 && (
        <Text size="sm" c="dimmed" mb="sm" data-testid="admin-mall-pictures-empty">
          {t('pictures.none')}
        </Text>
      )}
      {canEdit && !full && (
        <>
          {/* A drop area that also opens the file picker (several files at once). */}
          <UnstyledButton
            w="100%"
            disabled={uploading > 0}
            onClick={() => input.current?.click()}
            onDragOver={(event) => {
              event.preventDefault();
              setOver(true);
            }}
            onDragLeave={() => setOver(false)}
            onDrop={(event) => {
              event.preventDefault();
              setOver(false);
              void upload([...event.dataTransfer.files]);
            }}
            p="md"
            style={{
              border: `1px dashed var(--mantine-color-${over ? 'teal-6' : 'gray-4'})`,
              borderRadius: 'var(--mantine-radius-md)',
              background: over ? 'var(--mantine-color-teal-0)' : undefined,
            }}
            data-testid="admin-mall-picture-dropzone"
          >
            <Group justify="center" gap="sm" wrap="nowrap" mih={48}>
              {over || uploading > 0 ? (
                <IconUpload size={28} color="var(--mantine-color-teal-6)" />
              ) : (
                <IconPhoto size={28} color="var(--mantine-color-dimmed)" />
              )}
              <Stack gap={0}>
                <Text size="sm">
                  {uploading > 0
                    ? t('pictures.uploading', { count: uploading })
                    : t('pictures.drop')}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('pictures.types')}
                </Text>
              </Stack>
            </Group>
          </UnstyledButton>
          <PictureFileInput
            inputRef={input}
            onPick={(files) => void upload(files)}
            testId="admin-mall-picture-input"
          />
        </>
      )}
      {canEdit && full && (
        <Text size="sm" c="dimmed">
          {t('pictures.full', { max: MAX_PRODUCT_IMAGES })}
        </Text>
      )}
      <PictureDeleteModal
        ownerId={product.id}
        imageId={deleting}
        t={t}
        remove={remove}
        onClose={() => setDeleting(null)}
        testId="admin-mall-picture"
      />
    </Card>
  );
}
