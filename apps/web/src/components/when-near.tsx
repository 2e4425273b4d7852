import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Draws `children` once the place they take reaches the screen (the member scrolls to it), and
 * an empty block of `minHeight` until then: a part below the fold costs the first load nothing
 * (its code, its request and its drawing wait). Drawn at once where the browser cannot tell.
 */
export function WhenNear({
  children,
  minHeight,
  testId,
}: {
  children: ReactNode;
  minHeight: number;
  testId?: string;
}) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  if (near) return children;
  return <div ref={place} style={{ minHeight }} data-testid={testId} aria-hidden />;
}
