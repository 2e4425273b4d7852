import type { MouseEvent, Ref } from 'react';
import { type LinkProps, useHref, useLinkClickHandler } from 'react-router';

const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;

/**
 * React Router's `Link` as an app in data mode uses it, without what the library's `Link` carries
 * for framework mode: prefetching (`prefetch` needs the framework's context) and lazy route
 * discovery (`discover`), ~2 KB of the first load. The other props work as in the library (a
 * masked URL is not shown in the `href`); an absolute URL or `reloadDocument` is a plain link
 * (the library would still route a same-origin absolute URL in the page). The build gives it to
 * every `import { Link } from 'react-router'` of the app: see `appRouterLink` in vite.config.ts.
 */
export function Link({
  to,
  replace,
  state,
  target,
  relative,
  preventScrollReset,
  viewTransition,
  defaultShouldRevalidate,
  mask,
  reloadDocument,
  onClick,
  prefetch: _prefetch,
  discover: _discover,
  ...others
}: LinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  const href = useHref(to, { relative });
  const navigate = useLinkClickHandler(to, {
    replace,
    state,
    target,
    relative,
    preventScrollReset,
    viewTransition,
    defaultShouldRevalidate,
    mask,
  });
  if (reloadDocument || (typeof to === 'string' && ABSOLUTE_URL.test(to))) {
    const url = typeof to === 'string' && ABSOLUTE_URL.test(to) ? to : href;
    return <a {...others} href={url} target={target} onClick={onClick} />;
  }
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...others} href={href} target={target} onClick={handleClick} />;
}
