import { ActionIcon, Badge, Group, Image, Paper, SimpleGrid, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import type { TFunction } from '@/lib/i18n';

interface PictureGridProps {
  images: { id: number; thumb: string }[];
  /** Its `pictures.*` texts (cover, move_up, move_down, delete). */
  t: TFunction;
  canEdit: boolean;
  /** An order change on its way: the arrows wait. */
  ordering: boolean;
  height: number;
  onMove: (index: number, delta: -1 | 1) => void;
  onDelete: (imageId: number) => void;
  /** `admin-mall-picture` → `admin-mall-picture-up`, `-down`, `-delete`, `-cover`. */
  testId: string;
  mb?: string;
}

/** A product's or a hotel's pictures, the first marked as the cover; admins move or remove one. */
export function PictureGrid({
  images,
  t,
  canEdit,
  ordering,
  height,
  onMove,
  onDelete,
  testId,
  mb,
}: PictureGridProps) {
  const arrow = (index: number, delta: -1 | 1) => {
    const label = t(delta < 0 ? 'pictures.move_up' : 'pictures.move_down');
    return (
      <Tooltip label={label}>
        <ActionIcon
          variant="subtle"
          color="gray"
          disabled={(delta < 0 ? index === 0 : index === images.length - 1) || ordering}
          onClick={() => onMove(index, delta)}
          aria-label={label}
          data-testid={`${testId}-${delta < 0 ? 'up' : 'down'}`}
        >
          {delta < 0 ? <IconArrowUp size={16} /> : <IconArrowDown size={16} />}
        </ActionIcon>
      </Tooltip>
    );
  };
  return (
    <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, lg: 6 }} spacing="sm" mb={mb}>
      {images.map((image, index) => (
        <Paper key={image.id} withBorder radius="md" p={6} data-testid={testId}>
          <div style={{ position: 'relative' }}>
            <Image src={image.thumb} alt="" radius="sm" h={height} fit="cover" />
            {index === 0 && (
              <Badge
                size="xs"
                color="teal"
                style={{ position: 'absolute', top: 4, left: 4 }}
                data-testid={`${testId}-cover`}
              >
                {t('pictures.cover')}
              </Badge>
            )}
          </div>
          {canEdit && (
            <Group justify="space-between" gap={2} mt={6} wrap="nowrap">
              <Group gap={2} wrap="nowrap">
                {arrow(index, -1)}
                {arrow(index, 1)}
              </Group>
              <Tooltip label={t('pictures.delete')}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  onClick={() => onDelete(image.id)}
                  aria-label={t('pictures.delete')}
                  data-testid={`${testId}-delete`}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
