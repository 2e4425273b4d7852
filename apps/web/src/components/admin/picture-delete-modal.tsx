import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { TFunction } from '@/lib/i18n';

interface PictureDeleteModalProps {
  opened: boolean;
  /** Its `pictures.*` texts (delete_title, delete_confirm, delete) and `common.cancel`. */
  t: TFunction;
  deleting: boolean;
  onClose: () => void;
  onConfirm: () => void;
  /** `admin-mall-picture` → `admin-mall-picture-delete-dialog` and `-delete-confirm`. */
  testId: string;
}

/** The confirmation before a picture and its files are removed. */
export function PictureDeleteModal({
  opened,
  t,
  deleting,
  onClose,
  onConfirm,
  testId,
}: PictureDeleteModalProps) {
  return (
    <Modal
      opened={opened}
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
            loading={deleting}
            leftSection={<IconTrash size={16} />}
            onClick={onConfirm}
            data-testid={`${testId}-delete-confirm`}
          >
            {t('pictures.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
