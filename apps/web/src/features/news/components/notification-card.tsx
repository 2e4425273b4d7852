import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import type { Notification } from '@rangkai/shared';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { openKyc } from '@/features/kyc';
import { formatDateTime } from '@/lib/date-format';
import { useTranslation } from '@/lib/i18n';
import { notificationTarget } from '../lib/notification-target';
import { notificationSentence } from '../lib/notification-text';
import { relativeTime } from '../lib/relative-time';
import { NotificationIcon } from './notification-icon';

interface NotificationCardProps {
  notification: Notification;
  now: number;
  /** Tapped while unread: mark it read. */
  onRead: (id: number) => void;
}

/** The type's title and sentence, or an operator's own title and message. */
function useTexts(n: Notification) {
  const { t, i18n } = useTranslation('notifications');
  if (n.type === 'message') {
    return { title: n.title || t('types.message.title'), body: n.body ?? '' };
  }
  const { key, values, wallet } = notificationSentence(n, i18n.language);
  if (wallet) values.wallet = t(`wallets.${wallet}`);
  return { title: t(`types.${n.type}.title`), body: t(key, values) };
}

/**
 * One notification: icon, title, sentence and time; an unread one is bold with a dot. Tapping it
 * marks it read and opens where it leads (a record page, the KYC dialog), if anywhere.
 */
export function NotificationCard({ notification: n, now, onRead }: NotificationCardProps) {
  const { t, i18n } = useTranslation('notifications');
  const { title, body } = useTexts(n);
  const target = notificationTarget(n);
  const ago = relativeTime(n.created_at, now, i18n.language);
  const exact = formatDateTime(n.created_at, i18n.language);
  const unread = !n.read;
  const onClick = () => {
    if (unread) onRead(n.id);
    if (target && 'kyc' in target) openKyc();
  };

  const content = (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <NotificationIcon type={n.type} />
      <Stack gap={2} miw={0} style={{ flex: 1 }}>
        <Group gap={6} wrap="nowrap" justify="space-between" align="flex-start">
          <Text size="sm" fw={unread ? 700 : 500} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Text>
          {unread && (
            <Box
              component="span"
              w={8}
              h={8}
              mt={6}
              bg="red.6"
              style={{ borderRadius: '50%', flex: 'none' }}
              aria-label={t('unread')}
              data-testid="notification-unread-dot"
            />
          )}
        </Group>
        <Text
          size="sm"
          c={unread ? undefined : 'dimmed'}
          style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
          data-testid="notification-body"
        >
          {body}
        </Text>
        <Text size="xs" c="dimmed" title={exact}>
          {ago ?? exact}
        </Text>
      </Stack>
      {target && (
        <IconChevronRight
          size={18}
          color="var(--mantine-color-gray-5)"
          style={{ flex: 'none', alignSelf: 'center' }}
        />
      )}
    </Group>
  );

  const style = {
    display: 'block',
    width: '100%',
    textAlign: 'start' as const,
    color: 'inherit',
    textDecoration: 'none',
    borderInlineStart: unread ? '3px solid var(--mantine-color-teal-6)' : undefined,
    background: unread ? 'var(--mantine-color-teal-0)' : undefined,
    cursor: target || unread ? 'pointer' : undefined,
  };
  const common = {
    withBorder: true,
    radius: 'md',
    p: 'sm',
    style,
    'data-testid': 'notification',
    'data-type': n.type,
    'data-read': n.read,
  } as const;

  if (target && 'to' in target) {
    return (
      <Paper component={Link} to={target.to} onClick={onClick} {...common}>
        {content}
      </Paper>
    );
  }
  if (target || unread) {
    return (
      <Paper component="button" type="button" onClick={onClick} {...common}>
        {content}
      </Paper>
    );
  }
  return <Paper {...common}>{content}</Paper>;
}
