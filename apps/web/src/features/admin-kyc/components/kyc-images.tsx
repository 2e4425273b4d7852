import {
  Alert,
  Anchor,
  Card,
  Center,
  Group,
  Image,
  Loader,
  SimpleGrid,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { type AdminKycItem, type KycSide, kycSides } from '@rangkai/shared';
import { IconAlertTriangle, IconZoomIn } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useKycImage } from '../api/kyc-image';
import { kycImagePath } from '../lib/review';
import { ImageViewer } from './image-viewer';

function SideImage({
  path,
  label,
  side,
  onOpen,
}: {
  path: string;
  label: string;
  side: KycSide;
  onOpen: (url: string) => void;
}) {
  const { t } = useTranslation('adminKyc');
  const image = useKycImage(path);
  let body = (
    <Center h={200}>
      <Loader size="sm" />
    </Center>
  );
  if (image.isError) {
    body = (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
        {t('review.image_failed')}
      </Alert>
    );
  } else if (image.data) {
    const url = image.data;
    body = (
      <UnstyledButton
        onClick={() => onOpen(url)}
        aria-label={t('review.zoom', { side: label })}
        style={{ display: 'block', width: '100%', position: 'relative' }}
        data-testid={`admin-kyc-image-${side}`}
      >
        <Image src={url} alt={label} h={200} fit="contain" radius="sm" bg="gray.1" />
        <IconZoomIn
          size={20}
          style={{ position: 'absolute', right: 6, bottom: 6, opacity: 0.7 }}
          aria-hidden
        />
      </UnstyledButton>
    );
  }
  return (
    <Card withBorder radius="md" padding="xs">
      <Group justify="space-between" mb={6} gap="xs" wrap="nowrap">
        <Text size="sm" fw={600} truncate>
          {label}
        </Text>
        {image.data && (
          <Anchor href={image.data} target="_blank" rel="noreferrer" size="xs">
            {t('review.open_full')}
          </Anchor>
        )}
      </Group>
      {body}
    </Card>
  );
}

/**
 * The images of a submission side by side (stacked on a phone), fetched only now that the
 * submission is open; a tap opens one over the whole screen.
 */
export function KycImages({
  item,
  onViewing,
}: {
  item: AdminKycItem;
  /** The full-screen viewer opened or closed (the dialog under it then ignores Escape). */
  onViewing?: (open: boolean) => void;
}) {
  const { t } = useTranslation('adminKyc');
  const [viewing, setShown] = useState<{ url: string; label: string } | null>(null);
  const setViewing = (next: { url: string; label: string } | null) => {
    setShown(next);
    onViewing?.(next !== null);
  };
  const sides = kycSides.flatMap((side) => {
    const path = kycImagePath(item, side);
    return path ? [{ side, path, label: t(`sides.${side}`) }] : [];
  });
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: sides.length }} spacing="xs" data-testid="admin-kyc-images">
        {sides.map(({ side, path, label }) => (
          <SideImage
            key={side}
            side={side}
            path={path}
            label={label}
            onOpen={(url) => setViewing({ url, label })}
          />
        ))}
      </SimpleGrid>
      {!item.selfie && (
        <Text size="xs" c="dimmed">
          {t('review.no_selfie')}
        </Text>
      )}
      <ImageViewer
        url={viewing?.url ?? null}
        title={viewing?.label ?? ''}
        onClose={() => setViewing(null)}
      />
    </>
  );
}
