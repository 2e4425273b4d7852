import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { type AdminHotel, MAX_HOTEL_IMAGES } from '@rangkai/shared';
import { IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { PictureDeleteModal } from '@/components/admin/picture-delete-modal';
import { PictureFileInput } from '@/components/admin/picture-file-input';
import { PictureGrid } from '@/components/admin/picture-grid';
import { useTranslation } from '@/lib/i18n';
import { showError } from '@/lib/messages';
import { moveImage } from '@/lib/picked-images';
import { usePictureUpload } from '@/lib/use-picture-upload';
import { useAddHotelImage, useDeleteHotelImage, useOrderHotelImages } from '../api/hotels';

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
  const [deleting, setDeleting] = useState<number | null>(null);
  const images = hotel.images;
  const ids = images.map((i) => i.id);
  const { uploading, upload } = usePictureUpload({
    stored: images.length,
    max: MAX_HOTEL_IMAGES,
    namespace: 'adminHotels',
    send: (file) => add.mutateAsync({ id: hotel.id, file }),
  });
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
        <PictureGrid
          images={images}
          t={t}
          canEdit={canEdit}
          ordering={order.isPending}
          height={110}
          onMove={move}
          onDelete={setDeleting}
          testId="admin-hotel-picture"
        />
      )}
      <PictureFileInput
        inputRef={input}
        onPick={(files) => void upload(files)}
        testId="admin-hotel-picture-input"
      />
      <PictureDeleteModal
        ownerId={hotel.id}
        imageId={deleting}
        t={t}
        remove={remove}
        onClose={() => setDeleting(null)}
        testId="admin-hotel-picture"
      />
    </Card>
  );
}
