import type { EmblaCarouselType } from 'embla-carousel';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { autoplay } from './autoplay';

type Handler = () => void;

/** Just enough of embla: slides, a selected index, events, and a root element. */
function fakeEmbla(slides: number) {
  const handlers = new Map<string, Set<Handler>>();
  const rootHandlers = new Map<string, Handler>();
  let selected = 0;
  const emit = (event: string) => {
    for (const handler of handlers.get(event) ?? []) handler();
  };
  const select = (index: number) => {
    selected = index;
    emit('select');
  };
  const api = {
    slideNodes: () => Array.from({ length: slides }),
    canScrollNext: () => selected < slides - 1,
    scrollNext: () => select(selected + 1),
    scrollTo: (index: number) => select(index),
    on: (event: string, handler: Handler) => {
      handlers.set(event, (handlers.get(event) ?? new Set()).add(handler));
    },
    off: (event: string, handler: Handler) => handlers.get(event)?.delete(handler),
    rootNode: () => ({
      addEventListener: (event: string, handler: Handler) => rootHandlers.set(event, handler),
      removeEventListener: (event: string) => rootHandlers.delete(event),
    }),
  };
  return {
    api: api as unknown as EmblaCarouselType,
    selected: () => selected,
    emit,
    root: (event: string) => rootHandlers.get(event)?.(),
  };
}

describe('autoplay', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('document', {
      hidden: false,
      addEventListener: () => {},
      removeEventListener: () => {},
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('moves on every delay and starts again after the last slide', () => {
    const embla = fakeEmbla(3);
    const plugin = autoplay(1000);
    plugin.init(embla.api, {} as never);
    vi.advanceTimersByTime(999);
    expect(embla.selected()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(embla.selected()).toBe(1);
    vi.advanceTimersByTime(2000);
    expect(embla.selected()).toBe(0);
    plugin.destroy();
    vi.advanceTimersByTime(5000);
    expect(embla.selected()).toBe(0);
  });

  it('stops for good once the reader drags', () => {
    const embla = fakeEmbla(3);
    autoplay(1000).init(embla.api, {} as never);
    embla.emit('pointerDown');
    vi.advanceTimersByTime(5000);
    expect(embla.selected()).toBe(0);
  });

  it('waits while the pointer rests on it', () => {
    const embla = fakeEmbla(2);
    autoplay(1000).init(embla.api, {} as never);
    embla.root('mouseenter');
    vi.advanceTimersByTime(3000);
    expect(embla.selected()).toBe(0);
    embla.root('mouseleave');
    vi.advanceTimersByTime(1000);
    expect(embla.selected()).toBe(1);
  });

  it('does nothing with a single slide', () => {
    const embla = fakeEmbla(1);
    autoplay(1000).init(embla.api, {} as never);
    vi.advanceTimersByTime(5000);
    expect(embla.selected()).toBe(0);
  });
});
