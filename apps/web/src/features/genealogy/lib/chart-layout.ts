import type { OrganizeReply, PlacementNode } from '@rangkai/shared';

/** Sizes of the chart (CSS pixels at scale 1). Levels below FULL_LEVELS show small cards. */
export const CHART = {
  fullLevels: 3,
  fullWidth: 128,
  fullHeight: 124,
  miniWidth: 64,
  miniHeight: 60,
  gapX: 8,
  gapY: 40,
  pad: 8,
} as const;

export type Leg = 1 | 2;

interface Box {
  /** Left and top edges, and size, in chart pixels. */
  x: number;
  y: number;
  width: number;
  height: number;
  level: number;
  /** Small card (levels past CHART.fullLevels). */
  mini: boolean;
}

export interface NodeCell extends Box {
  kind: 'node';
  node: PlacementNode;
}

export interface SlotCell extends Box {
  kind: 'slot';
  parentId: number;
  parentUsername: string;
  leg: Leg;
}

export type Cell = NodeCell | SlotCell;

export interface Link {
  key: string;
  /** Bottom centre of the parent, top centre of the child. */
  from: { x: number; y: number };
  to: { x: number; y: number };
}

export interface ChartLayout {
  width: number;
  height: number;
  cells: Cell[];
  links: Link[];
}

interface Item {
  cell: Omit<NodeCell, keyof Box> | Omit<SlotCell, keyof Box>;
  level: number;
  /** Left and right (undefined: nothing drawn there). */
  children: [Item | undefined, Item | undefined];
}

/**
 * Places the view as a binary chart, tidily: a member or slot without anything drawn below it
 * takes its card's width; a member with children takes their widths side by side (left leg on the
 * left, right on the right) and sits centred above them. A sparse view stays narrow, a full one is
 * as wide as its bottom row, and nothing overlaps. Only `depth` levels are drawn; empty slots count
 * as a level of their own. Levels from CHART.fullLevels down show small cards.
 */
export function layoutChart(reply: Pick<OrganizeReply, 'nodes' | 'empty_slots'>, depth = 4) {
  const items = new Map<number, Item>();
  let root: Item | undefined;
  for (const node of reply.nodes) {
    const item: Item = { cell: { kind: 'node', node }, level: 0, children: [undefined, undefined] };
    if (!root) {
      root = item;
    } else {
      const parent = node.parent_id === null ? undefined : items.get(node.parent_id);
      if (!parent || parent.level + 1 >= depth) continue;
      item.level = parent.level + 1;
      parent.children[node.group_type === 2 ? 1 : 0] = item;
    }
    items.set(node.id, item);
  }
  for (const slot of reply.empty_slots) {
    const parent = items.get(slot.parent_id);
    if (!parent || parent.level + 1 >= depth || parent.children[slot.group_type - 1]) continue;
    parent.children[slot.group_type - 1] = {
      cell: {
        kind: 'slot',
        parentId: slot.parent_id,
        parentUsername: slot.parent_username,
        leg: slot.group_type,
      },
      level: parent.level + 1,
      children: [undefined, undefined],
    };
  }
  if (!root) return { width: 0, height: 0, cells: [], links: [] } satisfies ChartLayout;

  const isMini = (level: number) => level >= CHART.fullLevels;
  const cardWidth = (level: number) => (isMini(level) ? CHART.miniWidth : CHART.fullWidth);
  const cardHeight = (level: number) => (isMini(level) ? CHART.miniHeight : CHART.fullHeight);

  const widths = new Map<Item, number>();
  let levels = 1;
  /** The width an item and everything drawn below it take (a missing leg keeps its place). */
  const measure = (item: Item): number => {
    levels = Math.max(levels, item.level + 1);
    const own = cardWidth(item.level) + CHART.gapX;
    const [left, right] = item.children;
    const below =
      left || right
        ? item.children.reduce(
            (sum, child) => sum + (child ? measure(child) : cardWidth(item.level + 1) + CHART.gapX),
            0,
          )
        : 0;
    const width = Math.max(own, below);
    widths.set(item, width);
    return width;
  };
  const width = measure(root) + CHART.pad * 2;

  const rowTop: number[] = [];
  let y = CHART.pad;
  for (let level = 0; level < levels; level++) {
    rowTop.push(y);
    y += cardHeight(level) + CHART.gapY;
  }
  const height = y - CHART.gapY + CHART.pad;

  const cells: Cell[] = [];
  const links: Link[] = [];
  /** Places `item` in [left, left + its width); returns its cell. */
  const place = (item: Item, left: number): Cell => {
    const span = widths.get(item) ?? 0;
    const [l, r] = item.children;
    let centre = left + span / 2;
    const placedChildren: Cell[] = [];
    if (l || r) {
      const childWidth = (child: Item | undefined) =>
        child ? (widths.get(child) ?? 0) : cardWidth(item.level + 1) + CHART.gapX;
      const total = childWidth(l) + childWidth(r);
      const start = left + (span - total) / 2;
      const centres: number[] = [];
      let at = start;
      for (const child of [l, r]) {
        if (child) {
          const cell = place(child, at);
          placedChildren.push(cell);
          centres.push(cell.x + cell.width / 2);
        } else {
          centres.push(at + childWidth(child) / 2);
        }
        at += childWidth(child);
      }
      centre = (centres[0] + centres[1]) / 2;
    }
    const w = cardWidth(item.level);
    const cell = {
      ...item.cell,
      x: centre - w / 2,
      y: rowTop[item.level],
      width: w,
      height: cardHeight(item.level),
      level: item.level,
      mini: isMini(item.level),
    } as Cell;
    cells.push(cell);
    for (const child of placedChildren) {
      links.push({
        key: child.kind === 'node' ? `n${child.node.id}` : `s${child.parentId}-${child.leg}`,
        from: { x: centre, y: cell.y + cell.height },
        to: { x: child.x + child.width / 2, y: child.y },
      });
    }
    return cell;
  };
  place(root, CHART.pad);
  // Top first, level by level, left to right (the order the cards are read in).
  cells.sort((a, b) => a.level - b.level || a.x - b.x);
  return { width, height, cells, links } satisfies ChartLayout;
}
