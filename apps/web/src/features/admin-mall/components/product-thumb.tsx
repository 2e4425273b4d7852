import { Center, Image } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';

/** A product's cover thumbnail (a placeholder when it has no picture). */
export function ProductThumb({ src, size = 48 }: { src: string | null; size?: number }) {
  if (!src) {
    return (
      <Center w={size} h={size} bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
        <IconPhoto size={size / 2} color="var(--mantine-color-gray-5)" />
      </Center>
    );
  }
  return <Image src={src} alt="" w={size} h={size} radius="sm" fit="cover" loading="lazy" />;
}
