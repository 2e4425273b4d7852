import { ActionIcon, Button, Group, Modal, Stack, Text, Tooltip } from '@mantine/core';
import type { AdminNewsItem } from '@rangkai/shared';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { showError, showSuccess } from '@/lib/messages';
import { useDeleteNews } from '../api/news';

interface DeleteNewsButtonProps {
  item: Pick<AdminNewsItem, 'id' | 'kind' | 'titles'>;
  /** An icon in a table row, or a labelled button in the editor's header. */
  compact?: boolean;
  onDeleted?: () => void;
}

/** Delete an article or banner, after a confirmation naming it. */
export function DeleteNewsButton({ item, compact, onDeleted }: DeleteNewsButtonProps) {
  const { t } = useTranslation('adminNews');
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteNews();
  const label = t('delete.button');
  return (
    <>
      {compact ? (
        <Tooltip label={label}>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={label}
            onClick={() => setConfirming(true)}
            data-testid="admin-news-delete"
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      ) : (
        <Button
          variant="light"
          color="red"
          leftSection={<IconTrash size={16} />}
          onClick={() => setConfirming(true)}
          data-testid="admin-news-delete"
        >
          {label}
        </Button>
      )}
      <Modal
        opened={confirming}
        onClose={() => !remove.isPending && setConfirming(false)}
        title={t(`delete.title_${item.kind}`)}
        centered
        styles={{ title: { fontWeight: 700 } }}
      >
        <Stack gap="md">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('delete.confirm', { title: item.titles.en ?? '' })}
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button
              variant="default"
              onClick={() => setConfirming(false)}
              disabled={remove.isPending}
            >
              {t('delete.cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              data-testid="admin-news-delete-confirm"
              onClick={() =>
                remove.mutate(item.id, {
                  onSuccess: () => {
                    setConfirming(false);
                    showSuccess('adminNews:delete.done');
                    onDeleted?.();
                  },
                  onError: (error) => {
                    setConfirming(false);
                    showError(error);
                  },
                })
              }
            >
              {label}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
