/** Query keys of the member's notifications. */
export const notificationKeys = {
  all: ['notifications'] as const,
  pages: ['notifications', 'page'] as const,
  unread: ['notifications', 'unread'] as const,
};
