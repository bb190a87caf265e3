import { Slot, useSlotSize } from '../extensions/Extensions';
import type { SlotRef } from '../extensions/slots';
import './charts.css';

/**
 * A slot of charts (issue 38): the owner of a screen declares it in its contract like any slot
 * (`slotRef<Props>('<area>.<name>Charts')`), each area contributes its charts in order, each
 * drawing with its own call, and the kernel lays them out in a grid it names none of. With no
 * contribution (every contributing plugin off) the region is absent, heading and all.
 */
export function ChartSlot<P>({ slot, props, title }: { slot: SlotRef<P>; props: P; title: string }) {
  const size = useSlotSize(slot);
  if (size === 0) return null;
  return (
    <section className="wil-chart-region" aria-label={title}>
      <div className="wil-charts">
        <Slot slot={slot} props={props} />
      </div>
    </section>
  );
}
