import type { EmblaCarouselType, EmblaPluginType } from 'embla-carousel';

/** How long a slide of the popup and of the banners stays before the next one. */
export const AUTOPLAY_DELAY_MS = 5000;

/**
 * A small autoplay plugin for embla (the `embla-carousel-autoplay` package is not installed):
 * scrolls to the next slide every `delay` ms, back to the first after the last; stops for good
 * once the reader drags or picks a slide, and waits while the pointer rests on the carousel or
 * the page is hidden.
 */
export function autoplay(delay = AUTOPLAY_DELAY_MS): EmblaPluginType {
  let embla: EmblaCarouselType | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let hovered = false;

  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const next = () => {
    if (!embla) return;
    if (embla.canScrollNext()) embla.scrollNext();
    else embla.scrollTo(0);
  };
  const schedule = () => {
    clear();
    if (stopped || hovered || !embla || embla.slideNodes().length < 2) return;
    if (typeof document !== 'undefined' && document.hidden) return;
    timer = setTimeout(next, delay);
  };
  const stop = () => {
    stopped = true;
    clear();
  };
  const enter = () => {
    hovered = true;
    clear();
  };
  const leave = () => {
    hovered = false;
    schedule();
  };

  return {
    name: 'rangkaiAutoplay',
    options: {},
    init(api) {
      embla = api;
      api.on('select', schedule);
      api.on('pointerDown', stop);
      const root = api.rootNode();
      root.addEventListener('mouseenter', enter);
      root.addEventListener('mouseleave', leave);
      document.addEventListener('visibilitychange', schedule);
      schedule();
    },
    destroy() {
      clear();
      if (embla) {
        embla.off('select', schedule);
        embla.off('pointerDown', stop);
        const root = embla.rootNode();
        root.removeEventListener('mouseenter', enter);
        root.removeEventListener('mouseleave', leave);
      }
      document.removeEventListener('visibilitychange', schedule);
      embla = null;
    },
  };
}
