import { Button, Input, Skeleton, Stack, Text } from '@mantine/core';
import type { KycSide } from '@rangkai/shared';
import { useTranslation } from '@/lib/i18n';
import { kycImagePath, useKycImage } from '../api/kyc-image';
import { ImageFrame } from './image-frame';

interface KycStoredImageProps {
  label: string;
  side: KycSide;
  path: string | null;
  submissionId: number;
}

/** An image of the member's latest submission (fetched with the token), read only. */
export function KycStoredImage({ label, side, path, submissionId }: KycStoredImageProps) {
  const { t } = useTranslation('kyc');
  const image = useKycImage(kycImagePath(path, side), submissionId);

  let frame = <ImageFrame src={image.url} alt={label} />;
  if (image.isError) {
    frame = (
      <Stack
        gap={4}
        align="center"
        justify="center"
        style={{ aspectRatio: '1.6', border: '1px dashed var(--mantine-color-red-4)' }}
        bdrs="md"
      >
        <Text size="xs" c="red.7" ta="center">
          {t('image.load_failed')}
        </Text>
        <Button size="compact-xs" variant="light" color="red" onClick={image.retry}>
          {t('retry')}
        </Button>
      </Stack>
    );
  } else if (!image.url) {
    frame = <Skeleton style={{ aspectRatio: '1.6' }} h="auto" radius="md" />;
  }

  return (
    <Input.Wrapper label={label} data-testid={`kyc-stored-${side}`}>
      <div style={{ marginTop: 6 }}>{frame}</div>
    </Input.Wrapper>
  );
}
