import type { OrganizeReply, PlacementNode } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import { CHART, layoutChart } from './chart-layout';

let nextId = 1;
function node(parent: PlacementNode | null, leg: 1 | 2 | null): PlacementNode {
  const id = nextId++;
  return {
    id,
    username: `m${id}`,
    member_code: `C${id}`,
    fullname: `Member ${id}`,
    package: { id: 2, package_name: 'Silver', package_name_en: 'Silver' },
    rank: { id: 0, rank_name: 'Member', rank_name_en: 'Member' },
    joined_at: '2026-01-01T00:00:00.000Z',
    direct_sponsored: 0,
    parent_id: parent?.id ?? null,
    group_type: leg,
    level: parent ? parent.level + 1 : 0,
    total_left: '0.00',
    total_right: '0.00',
    carry_left: '0.00',
    carry_right: '0.00',
    today_left: null,
    today_right: null,
    has_left: false,
    has_right: false,
  };
}

const slot = (parent: PlacementNode, leg: 1 | 2) => ({
  parent_id: parent.id,
  parent_username: parent.username,
  group_type: leg,
});

type View = Pick<OrganizeReply, 'nodes' | 'empty_slots'>;
const centre = (cell: { x: number; width: number }) => cell.x + cell.width / 2;

describe('placement chart layout', () => {
  it('puts left children left and right children right, without overlaps', () => {
    const top = node(null, null);
    const a = node(top, 1);
    const b = node(top, 2);
    const c = node(a, 2);
    const d = node(c, 1);
    const view: View = {
      nodes: [top, a, b, c, d],
      empty_slots: [slot(a, 1), slot(b, 1), slot(b, 2), slot(c, 2)],
    };
    const layout = layoutChart(view, 4);
    const cell = (id: number) => layout.cells.find((x) => x.kind === 'node' && x.node.id === id);
    const [cTop, cA, cB, cC, cD] = [top, a, b, c, d].map(
      (n) => cell(n.id) as NonNullable<ReturnType<typeof cell>>,
    );
    expect(centre(cA)).toBeLessThan(centre(cTop));
    expect(centre(cB)).toBeGreaterThan(centre(cTop));
    expect(centre(cC)).toBeGreaterThan(centre(cA));
    expect(centre(cC)).toBeLessThan(centre(cTop));
    expect(centre(cD)).toBeLessThan(centre(cC));
    expect(cD.mini).toBe(true);
    expect(cC.mini).toBe(false);
    // Rows go down level by level; no two cards of a row overlap.
    for (let level = 0; level < 4; level++) {
      const row = layout.cells.filter((x) => x.level === level).sort((p, q) => p.x - q.x);
      for (let i = 1; i < row.length; i++) {
        expect(row[i].x).toBeGreaterThanOrEqual(row[i - 1].x + row[i - 1].width);
      }
    }
    expect(cA.y).toBeGreaterThan(cTop.y + cTop.height);
    // Every cell but the top hangs from its parent.
    expect(layout.links).toHaveLength(layout.cells.length - 1);
    // a's subtree: its left slot (full) and c's two mini children; b: two full slots.
    const full = CHART.fullWidth + CHART.gapX;
    const mini = CHART.miniWidth + CHART.gapX;
    expect(layout.width).toBe(full + Math.max(full, 2 * mini) + 2 * full + CHART.pad * 2);
  });

  it('leaves out what lies below the depth shown', () => {
    const top = node(null, null);
    const a = node(top, 1);
    const b = node(a, 1);
    const view: View = { nodes: [top, a, b], empty_slots: [slot(top, 2), slot(b, 1)] };
    const layout = layoutChart(view, 2);
    expect(layout.cells.map((c) => (c.kind === 'node' ? c.node.id : `slot-${c.parentId}`))).toEqual(
      [top.id, a.id, `slot-${top.id}`],
    );
    expect(layout.cells.every((c) => !c.mini)).toBe(true);
  });

  it('keeps a sparse view narrow and a full one as wide as its bottom row', () => {
    const top = node(null, null);
    const sparse = layoutChart({ nodes: [top], empty_slots: [slot(top, 1), slot(top, 2)] }, 4);
    expect(sparse.width).toBe(2 * (CHART.fullWidth + CHART.gapX) + CHART.pad * 2);
    const rows: PlacementNode[][] = [[top]];
    for (let level = 1; level < 4; level++) {
      rows.push(rows[level - 1].flatMap((parent) => [node(parent, 1), node(parent, 2)]));
    }
    const full = layoutChart({ nodes: rows.flat(), empty_slots: [] }, 4);
    expect(full.width).toBe(8 * (CHART.miniWidth + CHART.gapX) + CHART.pad * 2);
    expect(full.cells).toHaveLength(15);
  });

  it('shows a lone member with its two empty slots', () => {
    const top = node(null, null);
    const layout = layoutChart({ nodes: [top], empty_slots: [slot(top, 1), slot(top, 2)] }, 4);
    expect(layout.cells).toHaveLength(3);
    const [, left, right] = layout.cells;
    expect(left.kind === 'slot' && left.leg).toBe(1);
    expect(centre(left)).toBeLessThan(centre(right));
  });
});
