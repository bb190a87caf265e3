// The whole Blueprint sheet and the shell's styles travel with the academic screens; the public
// pages have their own small subset (blueprintPublic.css).
import '@blueprintjs/core/lib/css/blueprint.css';
import './academic.css';
import { BlueprintProvider } from '@blueprintjs/core';
import type { RouteObject } from 'react-router-dom';
import type { ClientPlugin } from './plugin';
import { loadPluginLabels } from './pluginLoader';
import { addLabelLoader, addLabels, languagesNow } from './i18n';
import { SessionProvider } from './session/SessionContext';
import { QueryProvider } from './data/QueryProvider';
import { AcademicShell } from './layout/AcademicShell';
import NotFoundPage from './pages/NotFoundPage';
import { collectExtensions, ExtensionsProvider } from './extensions/Extensions';
import { insightsRoute } from './insights/insightsRoute';

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
            <QueryProvider>
              <AcademicShell plugins={plugins} />
            </QueryProvider>
          </SessionProvider>
        </ExtensionsProvider>
      </BlueprintProvider>
    ),
    children: [
      ...academic,
      // The kernel's Insights screen (issue 38): every area's charts in one slot.
      insightsRoute,
      // A mail's link (the daily digest): checked, then replaced by the page it opens.
      {
        path: 'open',
        lazy: async () => ({ Component: (await import('./pages/OpenLinkPage')).default }),
        handle: { header: 'back' },
      },
      { path: '*', element: <NotFoundPage inShell />, handle: { header: 'back' } },
    ],
  };
}

/**
 * The /academic route once the enabled plugins' labels are in (their code is loaded by
 * academicRoutes.ts): the labels of the language on and of English now, any other language's
 * when it is chosen, so that opening /academic waits for a third of the label files.
 */
export async function loadAcademicRoute(
  plugins: ClientPlugin[],
  routeBindings: Record<string, string>,
): Promise<RouteObject> {
  const loaded = new Set(languagesNow());
  addLabels(await loadPluginLabels(plugins, [...loaded]));
  addLabelLoader(async (code) => {
    if (loaded.has(code)) return;
    addLabels(await loadPluginLabels(plugins, [code]));
    loaded.add(code);
  });
  return academicRoute(plugins, routeBindings);
}
