import { Box, Image, Modal, Skeleton, UnstyledButton } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** Fetches an image that needs a bearer token (an `<img>` cannot send one) as a blob. */
export type ImageLoader = (path: string, signal: AbortSignal) => Promise<Blob>;

/** A blob URL of the image at `path` while the component shows it (revoked when it goes). */
export function useAuthImage(scope: string, path: string, load: ImageLoader) {
  const query = useQuery({
    queryKey: [scope, 'image', path],
    queryFn: ({ signal }) => load(path, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: 1,
    meta: { silentError: true },
  });
  const [url, setUrl] = useState<string | null>(null);
  const blob = query.data;
  useEffect(() => {
    if (!blob) return;
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setUrl(null);
    };
  }, [blob]);
  return { url, isError: query.isError, retry: () => void query.refetch() };
}

interface AuthThumbProps {
  scope: string;
  path: string;
  load: ImageLoader;
  /** Alt text of the image and label of the full-size view. */
  alt: string;
  size?: number;
}

/** A thumbnail of an authenticated image; a tap opens it full size. */
export function AuthImageThumb({ scope, path, load, alt, size = 72 }: AuthThumbProps) {
  const { url, isError } = useAuthImage(scope, path, load);
  const [open, setOpen] = useState(false);
  if (isError) {
    return (
      <Box
        w={size}
        h={size}
        style={{ display: 'grid', placeItems: 'center', background: 'var(--mantine-color-gray-1)' }}
        data-testid="auth-image-error"
      >
        <IconPhotoOff size={20} color="var(--mantine-color-gray-6)" aria-label={alt} />
      </Box>
    );
  }
  if (!url) return <Skeleton w={size} h={size} radius="sm" />;
  return (
    <>
      <UnstyledButton onClick={() => setOpen(true)} aria-label={alt} data-testid="auth-image">
        <Image src={url} alt={alt} w={size} h={size} fit="cover" radius="sm" />
      </UnstyledButton>
      <Modal opened={open} onClose={() => setOpen(false)} title={alt} size="xl" centered>
        <Image src={url} alt={alt} fit="contain" mah="80vh" data-testid="auth-image-full" />
      </Modal>
    </>
  );
}
