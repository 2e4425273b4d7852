import { Center, Image } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';

/** The small picture of a list row (a grey box when the item has none). */
export function NewsThumb({ src, wide }: { src: string | null; wide?: boolean }) {
  const w = wide ? 96 : 64;
  if (!src) {
    return (
      <Center w={w} h={48} bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
        <IconPhotoOff size={18} color="var(--mantine-color-gray-5)" />
      </Center>
    );
  }
  return (
    <Image src={src} alt="" w={w} h={48} radius="sm" fit="cover" data-testid="admin-news-thumb" />
  );
}
