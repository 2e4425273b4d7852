/** Where a banner's tap leads: a route of this site, an https page in a new tab, or nowhere. */
export type BannerTarget = { route: string } | { href: string } | null;

/**
 * A banner's `link_url` (spec: a `/web/…` path of this site or an https address): a path that
 * starts with one slash is followed by the router; an https address opens in a new tab; anything
 * else (empty, `//host`, `javascript:`, plain http) leads nowhere.
 */
export function bannerTarget(linkUrl: string | null | undefined): BannerTarget {
  const url = linkUrl?.trim();
  if (!url) return null;
  if (/^\/(?![/\\])\S*$/.test(url)) return { route: url };
  if (/^https:\/\/\S+$/i.test(url)) return { href: url };
  return null;
}
