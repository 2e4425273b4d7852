import { Box, Image, Stack, Text } from '@mantine/core';
import { IconId } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface ImageFrameProps {
  /** The image to show (a blob URL), or null for the empty frame. */
  src: string | null;
  alt: string;
  /** Shown in the empty frame under the icon. */
  placeholder?: ReactNode;
  error?: boolean;
}

/** An identity-card shaped frame (about 1.6 : 1) holding an image or a placeholder. */
export function ImageFrame({ src, alt, placeholder, error }: ImageFrameProps) {
  return (
    <Box
      pos="relative"
      style={{
        aspectRatio: '1.6',
        borderRadius: 'var(--mantine-radius-md)',
        border: `1px ${src ? 'solid' : 'dashed'} var(--mantine-color-${error ? 'red-6' : 'gray-4'})`,
        background: 'var(--mantine-color-gray-0)',
        overflow: 'hidden',
      }}
    >
      {src ? (
        <Image src={src} alt={alt} h="100%" w="100%" fit="contain" />
      ) : (
        <Stack h="100%" align="center" justify="center" gap={4} p="xs">
          <IconId size={28} stroke={1.4} color="var(--mantine-color-gray-5)" />
          {placeholder && (
            <Text size="xs" c="dimmed" ta="center" lh={1.2}>
              {placeholder}
            </Text>
          )}
        </Stack>
      )}
    </Box>
  );
}
