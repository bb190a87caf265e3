import { createElement, lazy, useState, type ComponentType, type FunctionComponent } from 'react';

interface Loadable<P> {
  /** Starts the download (once); the screen's preload calls it before the slot renders. */
  preload(): Promise<unknown>;
  Component: FunctionComponent<P>;
}

const cache = new WeakMap<() => Promise<{ default: ComponentType<any> }>, Loadable<any>>();

/**
 * A slot contribution's component, loaded once. Once its code is in (preloadScreen.ts asks for it
 * while the session loads), it renders straight away; React.lazy alone would suspend on every
 * first render, and React holds back the content of a boundary that suspended for up to 300 ms
 * while anything else on the screen is still loading (the home's cards waited for AG Grid).
 * Each mounted instance keeps the form it started with, so a late load never remounts it.
 */
export function loadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Loadable<P> {
  const known = cache.get(load) as Loadable<P> | undefined;
  if (known) return known;
  let ready: ComponentType<P> | null = null;
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  // One attempt, as with React.lazy: a failed contribution stays out (the slot's error boundary).
  const preload = () =>
    (pending ??= load().then((m) => {
      ready = m.default;
      return m;
    }));
  const Lazy = lazy(preload);
  function Component(props: P) {
    const [{ C }] = useState<{ C: ComponentType<P> }>(() => ({ C: ready ?? (Lazy as unknown as ComponentType<P>) }));
    return createElement(C, props);
  }
  const made: Loadable<P> = { preload, Component };
  cache.set(load, made);
  return made;
}
