import { Button, Group, List, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconAlertCircle,
  IconAlertTriangle,
  IconCircleCheck,
  IconInfoCircle,
} from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import {
  dismissMessage,
  type MessageType,
  translateMessage as translate,
  useCurrentMessage,
} from '@/lib/messages';

const looks: Record<MessageType, { color: string; Icon: typeof IconAlertCircle }> = {
  danger: { color: 'red', Icon: IconAlertCircle },
  warning: { color: 'yellow', Icon: IconAlertTriangle },
  success: { color: 'teal', Icon: IconCircleCheck },
  info: { color: 'blue', Icon: IconInfoCircle },
};

/** Renders the dialogs of `@/lib/messages` (errors and notices), one at a time. */
export function MessageDialog() {
  const { t } = useTranslation();
  const message = useCurrentMessage();
  const look = looks[message?.type ?? 'info'];

  return (
    <Modal
      opened={message !== undefined}
      onClose={() => message && dismissMessage(message.id)}
      withCloseButton={false}
      centered
      size="sm"
      zIndex={1100}
    >
      {message && (
        <Stack align="center" gap="sm" ta="center" data-testid={`message-${message.type}`}>
          <ThemeIcon size={56} radius="xl" color={look.color} variant="light">
            <look.Icon size={32} />
          </ThemeIcon>
          <Text fw={700} size="lg">
            {message.title ? translate(t, message.title) : t(`dialog.${message.type}`)}
          </Text>
          <Text data-testid="message-text">{translate(t, message.text)}</Text>
          {message.details && (
            <List size="sm" c="dimmed" ta="left">
              {message.details.map((detail) => (
                <List.Item key={detail.field}>
                  {detail.field}: {translate(t, detail.text)}
                </List.Item>
              ))}
            </List>
          )}
          <Group justify="center" w="100%">
            <Button color={look.color} fullWidth onClick={() => dismissMessage(message.id)}>
              {t('actions.ok')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
