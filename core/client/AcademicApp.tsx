// The whole Blueprint sheet and the shell's styles travel with the academic screens; the public
// pages have their own small subset (blueprintPublic.css).
import '@blueprintjs/core/lib/css/blueprint.css';
import './academic.css';
import { BlueprintProvider } from '@blueprintjs/core';
import i18next from 'i18next';
import type { RouteObject } from 'react-router-dom';
import type { ClientPlugin } from './plugin';
import { loadClientPlugins } from './pluginLoader';
import { SessionProvider } from './session/SessionContext';
import { AcademicShell } from './layout/AcademicShell';
import NotFoundPage from './pages/NotFoundPage';
import { collectExtensions, ExtensionsProvider } from './extensions/Extensions';

/** /academic (spec 000 §2): the shell, with the enabled plugins' routes under it. */
export function academicRoute(plugins: ClientPlugin[], routeBindings: Record<string, string>): RouteObject {
  const extensions = collectExtensions(plugins, routeBindings);
  const academic: RouteObject[] = plugins.flatMap((p) =>
    p.routes.map((r) => ({
      ...(r.path === '' ? { index: true } : { path: r.path }),
      handle: { header: r.header },
      lazy: async () => ({ Component: (await r.load()).default }),
    })),
  );
  return {
    path: '/academic',
    element: (
      // Overlays, portals and hotkeys (dialogs, popovers, toasts) are academic-only.
      <BlueprintProvider>
        <ExtensionsProvider value={extensions}>
          <SessionProvider>
            <AcademicShell plugins={plugins} />
          </SessionProvider>
        </ExtensionsProvider>
      </BlueprintProvider>
    ),
    children: [...academic, { path: '*', element: <NotFoundPage inShell />, handle: { header: 'back' } }],
  };
}

/** Loads the enabled plugins (their manifests and labels) the first time /academic is visited. */
export async function loadAcademicRoute(
  pluginIds: readonly string[],
  routeBindings: Record<string, string>,
): Promise<RouteObject> {
  const { plugins, resources } = await loadClientPlugins(pluginIds);
  for (const [lng, namespaces] of Object.entries(resources)) {
    for (const [ns, bundle] of Object.entries(namespaces)) i18next.addResourceBundle(lng, ns, bundle, true, true);
  }
  return academicRoute(plugins, routeBindings);
}
