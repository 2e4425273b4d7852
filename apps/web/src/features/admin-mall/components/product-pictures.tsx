import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Image,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { type AdminProduct, MAX_PRODUCT_IMAGES } from '@rangkai/shared';
import { IconArrowDown, IconArrowUp, IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { showError, showMessage } from '@/lib/messages';
import {
  useAddProductImage,
  useDeleteProductImage,
  useOrderProductImages,
} from '../api/product-images';
import { moveImage, PRODUCT_IMAGE_TYPES, splitPicked } from '../lib/product-images';

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
  const [uploading, setUploading] = useState(0);
  const [deleting, setDeleting] = useState<number | null>(null);
  const images = product.product_image_path;
  const ids = images.map((i) => i.id);
  const full = images.length >= MAX_PRODUCT_IMAGES;

  const upload = async (files: File[]) => {
    const { accepted, problems } = splitPicked(files, images.length);
    for (const problem of problems) {
      showMessage({
        type: 'warning',
        text: { key: `adminMall:pictures.${problem}`, values: { max: MAX_PRODUCT_IMAGES } },
      });
    }
    setUploading(accepted.length);
    for (const file of accepted) {
      try {
        await add.mutateAsync({ id: product.id, file });
      } catch (failure) {
        showError(failure);
        break;
      } finally {
        setUploading((n) => Math.max(0, n - 1));
      }
    }
    setUploading(0);
  };

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
        <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, lg: 6 }} spacing="sm" mb="sm">
          {images.map((image, index) => (
            <Paper key={image.id} withBorder radius="md" p={6} data-testid="admin-mall-picture">
              <div style={{ position: 'relative' }}>
                <Image src={image.thumb_image_path} alt="" radius="sm" h={120} fit="cover" />
                {index === 0 && (
                  <Badge
                    size="xs"
                    color="teal"
                    style={{ position: 'absolute', top: 4, left: 4 }}
                    data-testid="admin-mall-picture-cover"
                  >
                    {t('pictures.cover')}
                  </Badge>
                )}
              </div>
              {canEdit && (
                <Group justify="space-between" gap={2} mt={6} wrap="nowrap">
                  <Group gap={2} wrap="nowrap">
                    <Tooltip label={t('pictures.move_up')}>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        disabled={index === 0 || order.isPending}
                        onClick={() => move(index, -1)}
                        aria-label={t('pictures.move_up')}
                        data-testid="admin-mall-picture-up"
                      >
                        <IconArrowUp size={16} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('pictures.move_down')}>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        disabled={index === images.length - 1 || order.isPending}
                        onClick={() => move(index, 1)}
                        aria-label={t('pictures.move_down')}
                        data-testid="admin-mall-picture-down"
                      >
                        <IconArrowDown size={16} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                  <Tooltip label={t('pictures.delete')}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      onClick={() => setDeleting(image.id)}
                      aria-label={t('pictures.delete')}
                      data-testid="admin-mall-picture-delete"
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              )}
            </Paper>
          ))}
        </SimpleGrid>
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
          <input
            ref={input}
            type="file"
            multiple
            accept={PRODUCT_IMAGE_TYPES.join(',')}
            hidden
            onChange={(event) => {
              void upload([...(event.currentTarget.files ?? [])]);
              event.currentTarget.value = '';
            }}
            data-testid="admin-mall-picture-input"
          />
        </>
      )}
      {canEdit && full && (
        <Text size="sm" c="dimmed">
          {t('pictures.full', { max: MAX_PRODUCT_IMAGES })}
        </Text>
      )}
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('pictures.delete_title')}
        centered
        styles={{ title: { fontWeight: 700 } }}
      >
        <Stack gap="md" data-testid="admin-mall-picture-delete-dialog">
          <Text size="sm">{t('pictures.delete_confirm')}</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('common.cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              leftSection={<IconTrash size={16} />}
              onClick={() =>
                deleting !== null &&
                remove.mutate(
                  { id: product.id, imageId: deleting },
                  { onSuccess: () => setDeleting(null), onError: showError },
                )
              }
              data-testid="admin-mall-picture-delete-confirm"
            >
              {t('pictures.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
