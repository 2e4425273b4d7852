import {
  Alert,
  Badge,
  Box,
  Center,
  Image,
  Loader,
  Modal,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Title,
  Typography,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ErrorState } from '@/components/admin/data-state';
import { useTranslation } from '@/lib/i18n';

/** A phone's width, the narrowest screen members use. */
export const PHONE_WIDTH = 375;

interface PhonePreviewModalProps {
  opened: boolean;
  onClose: () => void;
  title?: string;
  /** Above the title (a news cover or a banner). */
  picture?: string | null;
  /** Under the title (type, publish date). */
  meta?: ReactNode;
  /** The sanitised body (undefined while it loads; none for a banner). */
  html?: string;
  loading?: boolean;
  error?: unknown;
  /** Shown over the frame: e.g. the text is the English one, this language having none. */
  note?: string;
}

/** What a member sees, in a 375 px frame: the picture, the title and the sanitised body. */
export function PhonePreviewModal({
  opened,
  onClose,
  title,
  picture,
  meta,
  html,
  loading,
  error,
  note,
}: PhonePreviewModalProps) {
  const { t } = useTranslation('adminNews');
  const narrow = useMediaQuery(`(max-width: ${PHONE_WIDTH + 80}px)`);
  let body: ReactNode = null;
  if (error) body = <ErrorState error={error} />;
  else if (loading) {
    body = (
      <Center py="lg">
        <Loader size="sm" />
      </Center>
    );
  } else if (html !== undefined) {
    body = html ? (
      <Typography style={{ overflowWrap: 'anywhere' }}>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server's preview */}
        <div dangerouslySetInnerHTML={{ __html: html }} data-testid="admin-news-preview-body" />
      </Typography>
    ) : (
      <Text size="sm" c="dimmed">
        {t('preview.no_body')}
      </Text>
    );
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('preview.title')}
      size="auto"
      fullScreen={narrow}
      centered
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack gap="sm" align="center">
        {note && (
          <Alert
            variant="light"
            color="blue"
            icon={<IconInfoCircle size={18} />}
            w={PHONE_WIDTH}
            maw="100%"
            p="xs"
          >
            <Text size="xs">{note}</Text>
          </Alert>
        )}
        <Paper
          withBorder
          radius="lg"
          shadow="sm"
          w={PHONE_WIDTH}
          maw="100%"
          style={{ overflow: 'hidden' }}
          data-testid="admin-news-preview"
        >
          <Box bg="gray.1" py={4}>
            <Badge mx="auto" display="block" w="fit-content" size="xs" variant="white" color="gray">
              {t('preview.frame', { width: PHONE_WIDTH })}
            </Badge>
          </Box>
          <ScrollArea.Autosize mah="70vh">
            {picture && (
              <Image src={picture} alt="" w="100%" data-testid="admin-news-preview-picture" />
            )}
            <Stack gap="xs" p="md">
              {title && (
                <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
                  {title}
                </Title>
              )}
              {meta}
              {body}
            </Stack>
          </ScrollArea.Autosize>
        </Paper>
      </Stack>
    </Modal>
  );
}
