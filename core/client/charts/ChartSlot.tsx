import { useRef } from 'react';
import { Slot, useSlotSize } from '../extensions/Extensions';
import type { SlotRef } from '../extensions/slots';
import { useSeen } from '../ui/useSeen';
import './charts.css';

/** The slot's charts, loaded once the region comes near the viewport (a home's are below the fold). */
function SeenCharts<P>({ slot, props }: { slot: SlotRef<P>; props: P }) {
  const grid = useRef<HTMLDivElement>(null);
  const seen = useSeen(grid);
  return (
    <div ref={grid} className="wil-charts">
      {seen && <Slot slot={slot} props={props} />}
    </div>
  );
}

/**
 * A slot of charts (issue 38): the owner of a screen declares it in its contract like any slot
 * (`slotRef<Props>('<area>.<name>Charts')`), each area contributes its charts in order, each
 * drawing with its own call, and the kernel lays them out in a grid it names none of. With no
 * contribution (every contributing plugin off) the region is absent, heading and all. The
 * contributions' code (and the charts' shared parts) loads when the region is scrolled near, so
 * /academic's first load does not fetch the home's charts (issue 35: fewer requests).
 */
export function ChartSlot<P>({ slot, props, title }: { slot: SlotRef<P>; props: P; title: string }) {
  const size = useSlotSize(slot);
  if (size === 0) return null;
  return (
    <section className="wil-chart-region" aria-label={title}>
      <SeenCharts slot={slot} props={props} />
    </section>
  );
}
