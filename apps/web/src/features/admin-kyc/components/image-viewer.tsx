import { ActionIcon, Anchor, Box, Group, Image, Modal, Text, Tooltip } from '@mantine/core';
import {
  IconExternalLink,
  IconRotateClockwise,
  IconZoomIn,
  IconZoomOut,
  IconZoomReset,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n';

const ZOOMS = [1, 1.5, 2, 3, 4] as const;

/** One identity image over the whole screen: zoom in steps, turn by quarters, open in a tab. */
export function ImageViewer({
  url,
  title,
  onClose,
}: {
  /** The blob URL to show; null closes the viewer. */
  url: string | null;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminKyc');
  const [zoom, setZoom] = useState(0);
  const [turns, setTurns] = useState(0);
  useEffect(() => {
    if (url) {
      setZoom(0);
      setTurns(0);
    }
  }, [url]);
  const scale = ZOOMS[zoom];

  return (
    <Modal
      opened={url !== null}
      onClose={onClose}
      fullScreen
      title={
        <Text fw={700} truncate>
          {title}
        </Text>
      }
      styles={{ body: { padding: 0 }, title: { minWidth: 0 } }}
      data-testid="admin-kyc-viewer"
    >
      <Group
        gap={4}
        px="sm"
        py={6}
        justify="center"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Tooltip label={t('viewer.zoom_out')}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('viewer.zoom_out')}
            disabled={zoom === 0}
            onClick={() => setZoom((z) => Math.max(0, z - 1))}
          >
            <IconZoomOut size={18} />
          </ActionIcon>
        </Tooltip>
        <Text size="sm" w={48} ta="center" data-testid="admin-kyc-viewer-zoom">
          {Math.round(scale * 100)}%
        </Text>
        <Tooltip label={t('viewer.zoom_in')}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('viewer.zoom_in')}
            disabled={zoom === ZOOMS.length - 1}
            onClick={() => setZoom((z) => Math.min(ZOOMS.length - 1, z + 1))}
            data-testid="admin-kyc-viewer-zoom-in"
          >
            <IconZoomIn size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('viewer.fit')}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('viewer.fit')}
            onClick={() => {
              setZoom(0);
              setTurns(0);
            }}
          >
            <IconZoomReset size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('viewer.rotate')}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('viewer.rotate')}
            onClick={() => setTurns((n) => (n + 1) % 4)}
            data-testid="admin-kyc-viewer-rotate"
          >
            <IconRotateClockwise size={18} />
          </ActionIcon>
        </Tooltip>
        {url && (
          <Anchor href={url} target="_blank" rel="noreferrer" size="sm" ml="xs">
            <Group gap={4} wrap="nowrap">
              <IconExternalLink size={16} />
              {t('viewer.open_tab')}
            </Group>
          </Anchor>
        )}
      </Group>
      <Box
        p="sm"
        bg="dark.7"
        style={{
          overflow: 'auto',
          height: 'calc(100dvh - 120px)',
          display: 'flex',
          alignItems: scale === 1 ? 'center' : 'flex-start',
          justifyContent: scale === 1 ? 'center' : 'flex-start',
        }}
      >
        {url && (
          <Image
            src={url}
            alt={title}
            fit="contain"
            style={{
              transform: `rotate(${turns * 90}deg)`,
              transition: 'transform 150ms ease',
              ...(scale === 1
                ? { maxWidth: '100%', maxHeight: '100%', width: 'auto' }
                : { width: `${scale * 100}%`, maxWidth: 'none', flexShrink: 0 }),
            }}
          />
        )}
      </Box>
    </Modal>
  );
}
