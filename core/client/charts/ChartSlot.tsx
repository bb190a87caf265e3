import { useRef } from 'react';
import { Slot, useSlotSize } from '../extensions/Extensions';
import type { SlotRef } from '../extensions/slots';
import { useSeen } from '../ui/useSeen';
import { useCallsSettled } from '../data/useCallsSettled';

/**
 * The slot's charts, loaded once the region comes near the viewport (a home's are below the
 * fold); `belowFold`: only after the screen's first calls have answered, while the cards above
 * are still short the region is near the top.
 */
function SeenCharts<P>({ slot, props, belowFold }: { slot: SlotRef<P>; props: P; belowFold: boolean }) {
  const grid = useRef<HTMLDivElement>(null);
  const settled = useCallsSettled();
  const seen = useSeen(grid, '200px', settled || !belowFold);
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
export function ChartSlot<P>({
  slot,
  props,
  title,
  belowFold = false,
}: {
  slot: SlotRef<P>;
  props: P;
  title: string;
  belowFold?: boolean;
}) {
  const size = useSlotSize(slot);
  if (size === 0) return null;
  return (
    <section className="wil-chart-region" aria-label={title}>
      <SeenCharts slot={slot} props={props} belowFold={belowFold} />
    </section>
  );
}
