import { describe, expect, it } from 'vitest';
import { fitView, MAX_SCALE, MIN_SCALE, pinchView, zoomAt } from './zoom';

/** Where a content point shows on screen. */
const screen = (view: { x: number; y: number; scale: number }, p: { x: number; y: number }) => ({
  x: view.x + p.x * view.scale,
  y: view.y + p.y * view.scale,
});

describe('chart zoom', () => {
  it('keeps the point under the cursor in place', () => {
    const view = { x: 40, y: 10, scale: 0.8 };
    const at = { x: 150, y: 200 };
    const content = { x: (at.x - view.x) / view.scale, y: (at.y - view.y) / view.scale };
    const zoomed = zoomAt(view, 1.5, at);
    expect(zoomed.scale).toBeCloseTo(1.2);
    expect(screen(zoomed, content).x).toBeCloseTo(at.x);
    expect(screen(zoomed, content).y).toBeCloseTo(at.y);
  });

  it('clamps the scale', () => {
    expect(zoomAt({ x: 0, y: 0, scale: 1 }, 100, { x: 0, y: 0 }).scale).toBe(MAX_SCALE);
    expect(zoomAt({ x: 0, y: 0, scale: 1 }, 0.001, { x: 0, y: 0 }).scale).toBe(MIN_SCALE);
  });

  it('pinches: the content under the first midpoint follows the fingers', () => {
    const start = { x: 0, y: 0, scale: 1 };
    const from = { mid: { x: 100, y: 100 }, distance: 100 };
    const to = { mid: { x: 130, y: 90 }, distance: 200 };
    const view = pinchView(start, from, to);
    expect(view.scale).toBe(2);
    expect(screen(view, { x: 100, y: 100 })).toEqual({ x: 130, y: 90 });
  });

  it('fits a wide chart to the phone, centred, and never enlarges a small one', () => {
    const phone = fitView({ width: 600 }, { width: 360 });
    expect(phone.scale).toBeCloseTo(344 / 600);
    expect(phone.x + (600 * phone.scale) / 2).toBeCloseTo(180);
    const desktop = fitView({ width: 600 }, { width: 1200 });
    expect(desktop.scale).toBe(1);
    expect(desktop.x).toBe(300);
  });
});
