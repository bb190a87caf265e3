import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router-dom';
import { preloadSession } from './session/SessionContext';

const isAcademic = (path: string) => path === '/academic' || path.startsWith('/academic/');

/**
 * The router's route discovery for /academic: the shell, the session, the plugins and their
 * screens (AG Grid, RJSF, the report engine, the date picker) are fetched on the first visit to
 * /academic, so the public pages never download them.
 */
export function discoverAcademicRoutes(
  pluginIds: readonly string[],
  routeBindings: Record<string, string>,
): PatchRoutesOnNavigationFunction {
  let route: Promise<RouteObject> | null = null;
  let patched = false;
  return async ({ path, patch, signal }) => {
    if (patched || !isAcademic(path)) return;
    if (!route) preloadSession(); // the session check overlaps the download of the shell
    route ??= import('./AcademicApp').then((m) => m.loadAcademicRoute(pluginIds, routeBindings));
    const academic = await route;
    if (patched || signal.aborted) return;
    patch(null, [academic]);
    patched = true;
  };
}
