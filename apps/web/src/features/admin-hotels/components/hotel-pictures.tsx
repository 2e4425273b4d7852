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
} from '@mantine/core';
import { type AdminHotel, MAX_HOTEL_IMAGES } from '@rangkai/shared';
import { IconArrowDown, IconArrowUp, IconTrash, IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { showError, showMessage } from '@/lib/messages';
import { useAddHotelImage, useDeleteHotelImage, useOrderHotelImages } from '../api/hotels';
import { HOTEL_IMAGE_TYPES, moveImage, splitPicked } from '../lib/pictures';

/**
 * A hotel's pictures, as a product's: add several (sent one by one), remove one after a
 * confirmation, move one up or down; the first is the cover.
 */
export function HotelPictures({ hotel, canEdit }: { hotel: AdminHotel; canEdit: boolean }) {
  const { t } = useTranslation('adminHotels');
  const add = useAddHotelImage();
  const remove = useDeleteHotelImage();
  const order = useOrderHotelImages();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(0);
  const [deleting, setDeleting] = useState<number | null>(null);
  const images = hotel.images;
  const ids = images.map((i) => i.id);

  const upload = async (files: File[]) => {
    const { accepted, problems } = splitPicked(files, images.length);
    for (const problem of problems) {
      showMessage({
        type: 'warning',
        text: { key: `adminHotels:pictures.${problem}`, values: { max: MAX_HOTEL_IMAGES } },
      });
    }
    setUploading(accepted.length);
    for (const file of accepted) {
      try {
        await add.mutateAsync({ id: hotel.id, file });
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
    order.mutate({ id: hotel.id, imageIds: moveImage(ids, index, delta) }, { onError: showError });

  return (
    <Card withBorder radius="md" padding="md" data-testid="admin-hotel-pictures">
      <Group justify="space-between" mb="sm" gap="xs">
        <Stack gap={0}>
          <Text fw={600}>{t('pictures.heading')}</Text>
          <Text size="xs" c="dimmed">
            {t('pictures.hint', { count: images.length, max: MAX_HOTEL_IMAGES })}
          </Text>
        </Stack>
        {canEdit && images.length < MAX_HOTEL_IMAGES && (
          <Button
            variant="light"
            leftSection={<IconUpload size={16} />}
            loading={uploading > 0}
            onClick={() => input.current?.click()}
            data-testid="admin-hotel-picture-add"
          >
            {t('pictures.add')}
          </Button>
        )}
      </Group>
      {images.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('pictures.none')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, lg: 6 }} spacing="sm">
          {images.map((image, index) => (
            <Paper key={image.id} withBorder radius="md" p={6} data-testid="admin-hotel-picture">
              <div style={{ position: 'relative' }}>
                <Image src={image.thumb} alt="" radius="sm" h={110} fit="cover" />
                {index === 0 && (
                  <Badge size="xs" color="teal" style={{ position: 'absolute', top: 4, left: 4 }}>
                    {t('pictures.cover')}
                  </Badge>
                )}
              </div>
              {canEdit && (
                <Group justify="space-between" gap={2} mt={6} wrap="nowrap">
                  <Group gap={2} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      disabled={index === 0 || order.isPending}
                      onClick={() => move(index, -1)}
                      aria-label={t('pictures.move_up')}
                    >
                      <IconArrowUp size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      disabled={index === images.length - 1 || order.isPending}
                      onClick={() => move(index, 1)}
                      aria-label={t('pictures.move_down')}
                    >
                      <IconArrowDown size={16} />
                    </ActionIcon>
                  </Group>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    onClick={() => setDeleting(image.id)}
                    aria-label={t('pictures.delete')}
                    data-testid="admin-hotel-picture-delete"
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              )}
            </Paper>
          ))}
        </SimpleGrid>
      )}
      <input
        ref={input}
        type="file"
        multiple
        accept={HOTEL_IMAGE_TYPES.join(',')}
        hidden
        onChange={(event) => {
          void upload([...(event.currentTarget.files ?? [])]);
          event.currentTarget.value = '';
        }}
        data-testid="admin-hotel-picture-input"
      />
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('pictures.delete_title')}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{t('pictures.delete_confirm')}</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('common.cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                deleting !== null &&
                remove.mutate(
                  { id: hotel.id, imageId: deleting },
                  { onSuccess: () => setDeleting(null), onError: showError },
                )
              }
              data-testid="admin-hotel-picture-delete-confirm"
            >
              {t('pictures.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
