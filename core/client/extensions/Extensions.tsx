import { Component, createContext, Suspense, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import type { ClientPlugin } from '../plugin';
import { resolveRouteRef, type AnyRouteRef, type LinkTo, type RouteRegistry } from './routeRefs';
import type { Contribution, SlotRef } from './slots';
import type { ChoiceRef } from '@schemas/core/contract';
import { loadable } from './loadable';

// The choices areas keep in browser storage (choices.ts), with the other contract mechanisms.
export { choose, chosen, useChosen } from './choices';

interface Registered {
  key: string;
  order: number;
  Component: ComponentType<any>;
}

interface ExtensionsValue {
  registry: RouteRegistry;
  slots: ReadonlyMap<string, readonly Registered[]>;
  /** The enabled plugins' choices a link may set, by id. */
  choices: ReadonlyMap<string, ChoiceRef>;
}

const ExtensionsContext = createContext<ExtensionsValue>({
  registry: { paths: new Map(), bindings: {} },
  slots: new Map(),
  choices: new Map(),
});

/**
 * Collects what the enabled plugins declare: the path of every route reference and every slot
 * contribution. Two plugins naming the same route id, or one contribution id twice, is a
 * programming error and stops the app with a message that names them.
 */
export function collectExtensions(plugins: readonly ClientPlugin[], bindings: Record<string, string>): ExtensionsValue {
  const paths = new Map<string, string>();
  const slots = new Map<string, Registered[]>();
  const choices = new Map<string, ChoiceRef>();
  for (const p of plugins) {
    for (const c of p.choices ?? []) {
      if (choices.has(c.id)) throw new Error(`The choice '${c.id}' is declared twice (plugin '${p.id}').`);
      choices.set(c.id, c);
    }
    for (const r of p.routes) {
      if (!r.ref) continue;
      if (paths.has(r.ref.id)) throw new Error(`The route '${r.ref.id}' is declared twice (plugin '${p.id}').`);
      paths.set(r.ref.id, r.path);
    }
    for (const c of (p.contributes ?? []) as Contribution[]) {
      const list = slots.get(c.slot.id) ?? [];
      const key = `${p.id}.${c.id}`;
      if (list.some((x) => x.key === key))
        throw new Error(`The contribution '${key}' to '${c.slot.id}' is declared twice.`);
      list.push({ key, order: c.order, Component: loadable(c.load).Component });
      slots.set(c.slot.id, list);
    }
  }
  for (const list of slots.values()) list.sort((a, b) => a.order - b.order || a.key.localeCompare(b.key));
  return { registry: { paths, bindings }, slots, choices };
}

export function ExtensionsProvider({ value, children }: { value: ExtensionsValue; children: ReactNode }) {
  return <ExtensionsContext.Provider value={value}>{children}</ExtensionsContext.Provider>;
}

/** The address maker of a route reference, or undefined when its plugin is off: then show no link. */
export function useRouteRef<P extends string>(ref: AnyRouteRef<P>): LinkTo<P> | undefined {
  const { registry } = useContext(ExtensionsContext);
  return useMemo(() => resolveRouteRef(ref, registry), [ref, registry]);
}

/** The route registry and the choices a link may set (the link page, core/client/pages/OpenLinkPage.tsx). */
export function useLinkTargets(): Pick<ExtensionsValue, 'registry' | 'choices'> {
  const { registry, choices } = useContext(ExtensionsContext);
  return { registry, choices };
}

/** How many contributions a slot has, for a screen that lays out differently when it is empty. */
export function useSlotSize(slot: SlotRef<any>): number {
  return useContext(ExtensionsContext).slots.get(slot.id)?.length ?? 0;
}

/** A contribution that fails to load or render is left out; the rest of the screen stays. */
class Contained extends Component<{ name: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error(`The contribution '${this.props.name}' failed:`, error);
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Renders every contribution to a slot, in order, each loaded when first shown (or before: loadable.ts). */
export function Slot<P>({ slot, props }: { slot: SlotRef<P>; props: P }) {
  const list = useContext(ExtensionsContext).slots.get(slot.id) ?? [];
  return (
    <>
      {list.map(({ key, Component: C }) => (
        <Contained key={key} name={key}>
          <Suspense fallback={null}>
            <C {...props} />
          </Suspense>
        </Contained>
      ))}
    </>
  );
}
