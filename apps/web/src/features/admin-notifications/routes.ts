import type { AdminRole } from '@rangkai/shared';
import { IconSpeakerphone } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

function page(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) };
}

/** The page that sends members a message, a child of the console layout (code-split). */
export const adminNotificationsRoutes: RouteObject[] = [
  {
    path: 'notifications',
    ...page(() =>
      import('./components/send-notification-page').then((m) => m.SendNotificationPage),
    ),
  },
];

/** Its navigation entry (label in the `adminNotifications` namespace); admins only. */
export const adminNotificationsNavItems: {
  to: string;
  label: string;
  Icon: typeof IconSpeakerphone;
  roles: readonly AdminRole[];
}[] = [
  {
    to: '/admin/notifications',
    label: 'adminNotifications:nav.send',
    Icon: IconSpeakerphone,
    roles: ['admin'],
  },
];
