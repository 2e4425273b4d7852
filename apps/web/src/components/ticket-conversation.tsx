import { Group, Paper, Stack, Text } from '@mantine/core';
import type { TicketMessage } from '@rangkai/shared';
import { formatDateTime } from '@/lib/date-format';
import { AuthImageThumb, type ImageLoader } from './auth-image';

interface TicketConversationProps {
  messages: TicketMessage[];
  /** Whose messages sit on the right: the member's on the member site, staff's in the console. */
  mine: TicketMessage['author'];
  /** The name shown over a message (members see "Support" for staff). */
  nameOf: (message: TicketMessage) => string;
  /** Alt text of the n-th attachment. */
  attachmentLabel: (n: number) => string;
  language: string;
  scope: string;
  loadImage: ImageLoader;
}

/** A support ticket's messages as chat bubbles, oldest first, with their image attachments. */
export function TicketConversation(props: TicketConversationProps) {
  const { messages, mine, nameOf, attachmentLabel, language, scope, loadImage } = props;
  return (
    <Stack gap="sm" data-testid="ticket-conversation">
      {messages.map((message) => {
        const own = message.author === mine;
        return (
          <Stack
            key={message.id}
            gap={2}
            align={own ? 'flex-end' : 'flex-start'}
            data-testid={`ticket-message-${message.author}`}
          >
            <Text size="xs" c="dimmed" px={4}>
              {nameOf(message)} · {formatDateTime(message.created_at, language)}
            </Text>
            <Paper
              radius="lg"
              p="sm"
              maw="85%"
              bg={own ? 'teal.0' : 'gray.0'}
              withBorder
              style={{
                borderColor: `var(--mantine-color-${own ? 'teal-2' : 'gray-3'})`,
                [own ? 'borderTopRightRadius' : 'borderTopLeftRadius']: 4,
              }}
            >
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {message.body}
              </Text>
              {message.attachments.length > 0 && (
                <Group gap="xs" mt="xs">
                  {message.attachments.map((path, i) => (
                    <AuthImageThumb
                      key={path}
                      scope={scope}
                      path={path}
                      load={loadImage}
                      alt={attachmentLabel(i + 1)}
                    />
                  ))}
                </Group>
              )}
            </Paper>
          </Stack>
        );
      })}
    </Stack>
  );
}
