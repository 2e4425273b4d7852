import { ActionIcon, Badge } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { useUnreadCount } from '../api/unread-count';
import { unreadLabel } from '../lib/unread-label';

/**
 * The header's bell (logged-in members): opens /web/notification, with the unread count on it
 * (none at 0, "99+" past 99). Small on purpose: the header is on every page.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const count = useUnreadCount();
  const label = unreadLabel(count.data);
  return (
    <ActionIcon
      component={Link}
      to="/web/notification"
      variant="subtle"
      color="gray"
      size="lg"
      pos="relative"
      aria-label={label ? `${t('pages.notification')} (${label})` : t('pages.notification')}
      data-testid="header-notifications"
    >
      <IconBell size={20} />
      {label && (
        <Badge
          size="xs"
          color="red"
          variant="filled"
          circle={label.length === 1}
          pos="absolute"
          top={0}
          right={-2}
          px={label.length === 1 ? 0 : 4}
          style={{ pointerEvents: 'none', boxShadow: '0 0 0 2px var(--mantine-color-body)' }}
          data-testid="header-notifications-count"
        >
          {label}
        </Badge>
      )}
    </ActionIcon>
  );
}
