import { memo } from 'react';
import type { ChartLayout } from '../lib/chart-layout';
import { NodeCard } from './node-card';
import { PanZoom } from './pan-zoom';
import { type EmptySlot, SlotCard } from './slot-card';

interface PlacementChartProps {
  layout: ChartLayout;
  topId: number;
  onSelect: (id: number) => void;
  onRegister?: (slot: EmptySlot) => void;
}

/** The elbow from a parent's bottom to a child's top. */
const elbow = (from: { x: number; y: number }, to: { x: number; y: number }) => {
  const middle = (from.y + to.y) / 2;
  return `M${from.x},${from.y}V${middle}H${to.x}V${to.y}`;
};

/** The cards and their links at scale 1 (memoised: panning re-renders only the transform). */
const ChartContent = memo(function ChartContent({
  layout,
  topId,
  onSelect,
  onRegister,
}: PlacementChartProps) {
  return (
    <>
      <svg
        width={layout.width}
        height={layout.height}
        style={{ position: 'absolute', left: 0, top: 0, pointerEvents: 'none' }}
        aria-hidden
      >
        {layout.links.map((link) => (
          <path
            key={link.key}
            d={elbow(link.from, link.to)}
            fill="none"
            stroke="var(--mantine-color-gray-5)"
            strokeWidth={1.5}
            strokeDasharray={link.key.startsWith('s') ? '4 3' : undefined}
          />
        ))}
      </svg>
      {layout.cells.map((cell) => (
        <div
          key={cell.kind === 'node' ? `n${cell.node.id}` : `s${cell.parentId}-${cell.leg}`}
          style={{
            position: 'absolute',
            left: cell.x,
            top: cell.y,
            width: cell.width,
            height: cell.height,
          }}
        >
          {cell.kind === 'node' ? (
            <NodeCard
              node={cell.node}
              mini={cell.mini}
              top={cell.node.id === topId}
              onSelect={onSelect}
            />
          ) : (
            <SlotCard
              slot={{ jid: cell.parentId, group_type: cell.leg, upline: cell.parentUsername }}
              mini={cell.mini}
              onRegister={onRegister}
            />
          )}
        </div>
      ))}
    </>
  );
});

/** The binary chart of the placement view, to drag, pinch and zoom. */
export function PlacementChart(props: PlacementChartProps) {
  return (
    <PanZoom width={props.layout.width} height={props.layout.height} fitKey={props.topId}>
      <ChartContent {...props} />
    </PanZoom>
  );
}
