import type { ComponentType } from 'react';
import type { SlotRef } from '@schemas/core/contract';

/**
 * Places on one area's screen where other areas add content (Backstage's extension inputs, VS
 * Code's 'contributes'). The area that owns the screen declares its slots in its contract
 * (schemas/<area>/contract.ts, `slotRef<Props>('<area>.<name>')`) and renders <Slot slot=… />;
 * each plugin that contributes says so in its index. The kernel names no slot: it only collects
 * contributions and renders them. A plugin switched off contributes nothing, and the slot is
 * simply emptier. The props are the slot's whole contract: a contribution reads what else it
 * needs through its own calls.
 */
export type { SlotRef };

/** The props a slot passes each contribution. */
export type PropsOf<S> = S extends SlotRef<infer P> ? P : never;

/** One plugin's addition to a slot; `load` is only called when the slot is on screen. */
export interface Contribution<P = any> {
  slot: SlotRef<P>;
  /** Unique within the plugin; with the plugin id it keys the contribution. */
  id: string;
  /** Place among the slot's contributions, lowest first. */
  order: number;
  load: () => Promise<{ default: ComponentType<P> }>;
}

/** Types a contribution by its slot: the slot's declaration alone decides the props its component gets. */
export const contribute = <P>(slot: SlotRef<P>, c: Omit<Contribution<P>, 'slot'>): Contribution<P> => ({
  slot,
  ...c,
});
