import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router-dom';
import { preloadSession } from './session/SessionContext';
import { loadPluginCode } from './pluginLoader';
import { preloadScreen } from './preloadScreen';

export const isAcademic = (path: string) => path === '/academic' || path.startsWith('/academic/');

interface Settings {
  object: { plugins: string[]; routes?: Record<string, string> };
}

let academic: Promise<RouteObject> | null = null;

/**
 * The /academic route with the plugins' routes under it, loaded once (again after a failure).
 * The plugins' code is requested with the shell's, not after it, and with it the screen of
 * `pathname` and its slots' contributions (preloadScreen.ts).
 */
function loadAcademic(pluginIds: readonly string[], routeBindings: Record<string, string>, pathname: string) {
  if (!academic) {
    preloadSession(); // the session check overlaps the download of the shell
    // The shell first: its stylesheet (Blueprint's) goes into the page before the plugins' own.
    const shell = import('./AcademicApp');
    const plugins = loadPluginCode(pluginIds).then((list) => {
      preloadScreen(list, pathname);
      return list;
    });
    academic = Promise.all([shell, plugins])
      .then(([m, list]) => m.loadAcademicRoute(list, routeBindings))
      .catch((e: unknown) => {
        academic = null;
        throw e;
      });
  }
  return academic;
}

/**
 * Opening /academic directly: the session check, the shell's code and the plugins start as soon
 * as the settings arrive, while the public app boots, instead of after the router has rendered.
 */
export function prefetchAcademic(settings: Promise<unknown>) {
  preloadSession();
  settings
    .then((s) =>
      loadAcademic((s as Settings).object.plugins, (s as Settings).object.routes ?? {}, window.location.pathname),
    )
    .catch(() => {}); // the router's discovery loads it again and reports a failure
}

/**
 * The router's route discovery for /academic: the shell, the session, the plugins and their
 * screens (AG Grid, RJSF, the report engine, the date picker) are fetched on the first visit to
 * /academic, so the public pages never download them.
 */
export function discoverAcademicRoutes(
  pluginIds: readonly string[],
  routeBindings: Record<string, string>,
): PatchRoutesOnNavigationFunction {
  let patched = false;
  return async ({ path, patch, signal }) => {
    if (patched || !isAcademic(path)) return;
    const route = await loadAcademic(pluginIds, routeBindings, path);
    if (patched || signal.aborted) return;
    patch(null, [route]);
    patched = true;
  };
}
