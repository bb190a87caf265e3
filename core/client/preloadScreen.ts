import { matchPath } from 'react-router-dom';
import type { ClientPlugin } from './plugin';
import { loadable } from './extensions/loadable';
import { academicPath } from './extensions/routeRefs';

/**
 * Opening an /academic page directly: its screen's code and the contributions to the slots it
 * shows are requested as soon as the plugins' manifests are in, alongside the labels and the
 * session check. Otherwise they come one after another: the router asks for the screen once the
 * labels are in, and a slot loads its contributions only when the screen renders, after the
 * session. Nothing is rendered here: the router loads the screen's module again (from the
 * browser's module map) and <Slot> renders the contributions loaded here (extensions/loadable.ts).
 * A failure is left to them to report.
 */
export function preloadScreen(plugins: readonly ClientPlugin[], pathname: string) {
  const route = plugins
    .flatMap((p) => p.routes)
    .find((r) => matchPath({ path: academicPath(r.path), end: true }, pathname));
  if (!route) return;
  route.load().catch(() => {});
  const slots = new Set((route.slots ?? []).map((s) => s.id));
  for (const p of plugins) {
    for (const c of p.contributes ?? [])
      if (slots.has(c.slot.id))
        loadable(c.load)
          .preload()
          .catch(() => {});
  }
}
