import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { TFunction } from '@/lib/i18n';
import { showError } from '@/lib/messages';

interface PictureDeleteModalProps {
  /** The product's or hotel's id. */
  ownerId: number;
  /** The picture asked about (open), or null (closed). */
  imageId: number | null;
  /** Its `pictures.*` texts (delete_title, delete_confirm, delete) and `common.cancel`. */
  t: TFunction;
  /** The owner's removal: closes the dialog once done, a refusal in the message dialog. */
  remove: {
    isPending: boolean;
    mutate: (
      variables: { id: number; imageId: number },
      callbacks: { onSuccess: () => void; onError: (error: unknown) => void },
    ) => void;
  };
  onClose: () => void;
  /** `admin-mall-picture` → `admin-mall-picture-delete-dialog` and `-delete-confirm`. */
  testId: string;
}

/** The confirmation before a picture and its files are removed. */
export function PictureDeleteModal({
  ownerId,
  imageId,
  t,
  remove,
  onClose,
  testId,
}: PictureDeleteModalProps) {
  return (
    <Modal
      opened={imageId !== null}
      onClose={onClose}
      title={t('pictures.delete_title')}
      centered
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack gap="md" data-testid={`${testId}-delete-dialog`}>
        <Text size="sm">{t('pictures.delete_confirm')}</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            leftSection={<IconTrash size={16} />}
            onClick={() =>
              imageId !== null &&
              remove.mutate({ id: ownerId, imageId }, { onSuccess: onClose, onError: showError })
            }
            data-testid={`${testId}-delete-confirm`}
          >
            {t('pictures.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
