/** Query keys of the member's notifications. */
export const notificationKeys = {
  all: ['notifications'] as const,
  pages: ['notifications', 'page'] as const,
  unread: ['notifications', 'unread'] as const,
};

/** Query keys of the public news, banners and content pages (each in one language). */
export const newsKeys = {
  all: ['news'] as const,
  list: (language: string, type: string, page: number) =>
    ['news', 'list', language, type, page] as const,
  details: (language: string, id: number) => ['news', 'details', language, id] as const,
  banners: (language: string) => ['news', 'banners', language] as const,
  page: (language: string, slug: string) => ['news', 'page', language, slug] as const,
};
