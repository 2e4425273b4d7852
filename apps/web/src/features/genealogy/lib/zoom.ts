/** The chart's pan and zoom: content point (cx, cy) shows at screen point (x + cx·scale, y + cy·scale). */
export interface View {
  x: number;
  y: number;
  scale: number;
}

export interface Point {
  x: number;
  y: number;
}

export const MIN_SCALE = 0.3;
export const MAX_SCALE = 2.5;

export const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

/** Zooms by `factor` keeping the content under `at` (viewport coordinates) where it is. */
export function zoomAt(view: View, factor: number, at: Point): View {
  const scale = clampScale(view.scale * factor);
  const ratio = scale / view.scale;
  return { scale, x: at.x - (at.x - view.x) * ratio, y: at.y - (at.y - view.y) * ratio };
}

/**
 * Two fingers: the content point that was under their midpoint at the start follows the
 * midpoint, and the scale follows the distance between them.
 */
export function pinchView(
  start: View,
  from: { mid: Point; distance: number },
  to: { mid: Point; distance: number },
): View {
  const scale = clampScale(start.scale * (to.distance / Math.max(1, from.distance)));
  const ratio = scale / start.scale;
  return {
    scale,
    x: to.mid.x - (from.mid.x - start.x) * ratio,
    y: to.mid.y - (from.mid.y - start.y) * ratio,
  };
}

/**
 * The whole chart across the viewport's width (never enlarged, never below MIN_SCALE), centred,
 * `top` pixels below the viewport's top edge.
 */
export function fitView(content: { width: number }, viewport: { width: number }, top = 12): View {
  const scale = clampScale(Math.min(1, (viewport.width - 16) / content.width));
  return { scale, x: (viewport.width - content.width * scale) / 2, y: top };
}

export const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
export const midpoint = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
