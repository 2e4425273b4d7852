import '@mantine/notifications/styles.css';
import { Notifications, notifications } from '@mantine/notifications';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n';
import { type Message, takeNotices, translateMessage, usePendingNotices } from '@/lib/messages';

/** How long a notification stays: long enough to read it, longer for a longer text. */
export function readingTime(text: string): number {
  return Math.min(10_000, 4_000 + 50 * text.length);
}

/**
 * The success messages of `@/lib/messages` as notifications at the top of the screen: they do
 * not block the page, close by themselves (or by their close button) and never stack twice.
 * Loaded with the first success message (bundle budget).
 */
export function SuccessNotifications() {
  const { t } = useTranslation();
  const pending = usePendingNotices();

  useEffect(() => {
    if (pending.length === 0) return;
    for (const message of takeNotices()) show(message);

    function show(message: Message) {
      const title = message.title ? translateMessage(t, message.title) : undefined;
      const text = translateMessage(t, message.text);
      notifications.show({
        // The same message shown again while it is still up is not repeated.
        id: `${message.type}:${message.text.key}`,
        color: 'teal',
        icon: <IconCircleCheck size={20} />,
        title,
        message: <span data-testid="message-text">{text}</span>,
        autoClose: readingTime(`${title ?? ''}${text}`),
        withBorder: true,
        closeButtonProps: { 'aria-label': t('actions.close') },
        'data-testid': `message-${message.type}`,
      });
    }
  }, [pending, t]);

  return <Notifications position="top-center" limit={3} zIndex={1200} />;
}
