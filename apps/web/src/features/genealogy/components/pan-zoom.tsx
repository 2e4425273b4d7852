import { ActionIcon, Box, Group, Tooltip } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconFocusCentered, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { distance, fitView, midpoint, type Point, pinchView, type View, zoomAt } from '../lib/zoom';

/** Movement (px) below which a press is a tap, not a drag. */
const TAP_SLOP = 6;
const BUTTON_STEP = 1.25;

type Gesture =
  | { kind: 'pan'; start: View; from: Point; moved: boolean }
  | { kind: 'pinch'; start: View; from: { mid: Point; distance: number } };

interface PanZoomProps {
  /** The content's size at scale 1. */
  width: number;
  height: number;
  /** A new value fits the content to the viewport again (e.g. the top of the view changed). */
  fitKey: unknown;
  children: ReactNode;
}

/**
 * Drag to pan, pinch or wheel to zoom, buttons to zoom and fit, hand-written on pointer events
 * and one CSS transform. A drag never ends in a click on what lies under the finger; a tap does.
 */
export function PanZoom({ width, height, fitKey, children }: PanZoomProps) {
  const { t } = useTranslation('tree');
  const { ref: viewportRef, width: viewportWidth } = useElementSize<HTMLDivElement>();
  const [view, setView] = useState<View>({ x: 0, y: 0, scale: 1 });
  const viewRef = useRef(view);
  viewRef.current = view;
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture | null>(null);
  const dragged = useRef(false);

  const fitted = viewportWidth > 0 ? fitView({ width }, { width: viewportWidth }) : null;
  const viewportHeight = Math.round(
    Math.min(620, Math.max(300, height * (fitted?.scale ?? 1) + 2 * (fitted?.y ?? 12))),
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: refit on a new view or width only
  useEffect(() => {
    if (viewportWidth > 0) setView(fitView({ width }, { width: viewportWidth }));
  }, [fitKey, width, viewportWidth]);

  // Wheel zoom needs a non-passive listener to keep the page from scrolling.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the viewport lives as long as this
  useEffect(() => {
    const element = viewportRef.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = element.getBoundingClientRect();
      const factor = Math.exp(-event.deltaY * (event.ctrlKey ? 0.01 : 0.0015));
      setView((v) =>
        zoomAt(v, factor, { x: event.clientX - rect.left, y: event.clientY - rect.top }),
      );
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, []);

  const local = (event: React.PointerEvent): Point => {
    const rect = (viewportRef.current as HTMLDivElement).getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  const startGesture = () => {
    const points = [...pointers.current.values()];
    if (points.length >= 2) {
      const [a, b] = points;
      gesture.current = {
        kind: 'pinch',
        start: viewRef.current,
        from: { mid: midpoint(a, b), distance: distance(a, b) },
      };
      dragged.current = true;
    } else if (points.length === 1) {
      gesture.current = {
        kind: 'pan',
        start: viewRef.current,
        from: points[0],
        moved: dragged.current,
      };
    } else {
      gesture.current = null;
    }
  };

  const onPointerDown = (event: React.PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    if (pointers.current.size === 0) dragged.current = false;
    pointers.current.set(event.pointerId, local(event));
    startGesture();
  };

  const onPointerMove = (event: React.PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    const point = local(event);
    pointers.current.set(event.pointerId, point);
    const current = gesture.current;
    if (!current) return;
    if (current.kind === 'pan') {
      const dx = point.x - current.from.x;
      const dy = point.y - current.from.y;
      if (!current.moved && Math.hypot(dx, dy) < TAP_SLOP) return;
      if (!current.moved) {
        current.moved = true;
        dragged.current = true;
        // Captured only once it is a drag, so that a tap still clicks the card under it.
        event.currentTarget.setPointerCapture(event.pointerId);
      }
      setView({ ...current.start, x: current.start.x + dx, y: current.start.y + dy });
    } else {
      const [a, b] = [...pointers.current.values()];
      if (!b) return;
      setView(
        pinchView(current.start, current.from, { mid: midpoint(a, b), distance: distance(a, b) }),
      );
    }
  };

  const onPointerEnd = (event: React.PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.delete(event.pointerId)) return;
    startGesture();
  };

  const zoomBy = (factor: number) =>
    setView((v) => zoomAt(v, factor, { x: viewportWidth / 2, y: viewportHeight / 2 }));

  return (
    <Box
      ref={viewportRef}
      pos="relative"
      h={viewportHeight}
      data-testid="tree-viewport"
      data-scale={view.scale.toFixed(2)}
      style={{
        overflow: 'hidden',
        touchAction: 'none',
        cursor: 'grab',
        userSelect: 'none',
        borderRadius: 'var(--mantine-radius-md)',
        background:
          'radial-gradient(circle, var(--mantine-color-gray-3) 1px, transparent 1px) 0 0 / 20px 20px, var(--mantine-color-gray-0)',
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onClickCapture={(event) => {
        if (!dragged.current) return;
        event.stopPropagation();
        event.preventDefault();
      }}
    >
      <div
        style={{
          position: 'absolute',
          left: 0,
          top: 0,
          width,
          height,
          transformOrigin: '0 0',
          transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})`,
          visibility: viewportWidth > 0 ? 'visible' : 'hidden',
        }}
      >
        {children}
      </div>
      <Group
        gap={4}
        pos="absolute"
        right={8}
        bottom={8}
        onPointerDown={(event) => {
          event.stopPropagation();
          dragged.current = false;
        }}
      >
        <Tooltip label={t('chart.zoom_out')}>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={() => zoomBy(1 / BUTTON_STEP)}
            aria-label={t('chart.zoom_out')}
            data-testid="zoom-out"
          >
            <IconZoomOut size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('chart.fit')}>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={() => fitted && setView(fitted)}
            aria-label={t('chart.fit')}
            data-testid="zoom-fit"
          >
            <IconFocusCentered size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('chart.zoom_in')}>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={() => zoomBy(BUTTON_STEP)}
            aria-label={t('chart.zoom_in')}
            data-testid="zoom-in"
          >
            <IconZoomIn size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Box>
  );
}
