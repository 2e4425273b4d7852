import { ActionIcon, Box, ScrollArea } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';

const FADE = 'var(--mantine-color-body)';

/**
 * The scrolling part of the sidebar. When entries lie below the fold (a laptop screen does not
 * hold the whole list), the scrollbar stays visible, the last visible entries fade out and a
 * "more" button scrolls down; when scrolled, a shadow at the top shows entries above.
 */
export function SidebarScroll({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const viewport = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ above: false, below: false });

  const measure = useCallback(() => {
    const el = viewport.current;
    if (!el) return;
    const above = el.scrollTop > 2;
    const below = el.scrollTop + el.clientHeight < el.scrollHeight - 2;
    setMore((prev) => (prev.above === above && prev.below === below ? prev : { above, below }));
  }, []);

  useEffect(() => {
    const el = viewport.current;
    if (!el) return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, [measure]);

  const scrollDown = () => {
    const el = viewport.current;
    el?.scrollBy({ top: el.clientHeight * 0.8, behavior: 'smooth' });
  };

  return (
    <>
      <ScrollArea
        type="auto"
        viewportRef={viewport}
        onScrollPositionChange={measure}
        style={{ position: 'absolute', inset: 0 }}
        data-testid="sidebar"
        data-more-below={more.below || undefined}
      >
        <Box p="md">{children}</Box>
      </ScrollArea>
      {more.above && (
        <Box
          aria-hidden
          pos="absolute"
          top={0}
          left={0}
          right={0}
          h={12}
          style={{
            pointerEvents: 'none',
            background: 'linear-gradient(rgba(0, 0, 0, 0.08), transparent)',
          }}
        />
      )}
      {more.below && (
        <Box
          pos="absolute"
          bottom={0}
          left={0}
          right={12}
          h={56}
          style={{
            pointerEvents: 'none',
            background: `linear-gradient(transparent, ${FADE} 80%)`,
            display: 'flex',
            alignItems: 'flex-end',
            justifyContent: 'center',
            paddingBottom: 4,
          }}
          data-testid="sidebar-more"
        >
          <ActionIcon
            variant="light"
            radius="xl"
            size="md"
            aria-label={t('nav.more_below')}
            title={t('nav.more_below')}
            onClick={scrollDown}
            style={{ pointerEvents: 'auto', boxShadow: 'var(--mantine-shadow-sm)' }}
          >
            <IconChevronDown size={18} />
          </ActionIcon>
        </Box>
      )}
    </>
  );
}
