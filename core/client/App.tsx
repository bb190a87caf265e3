import { lazy, Suspense } from 'react';
import { Spinner } from '@blueprintjs/core';
import {
  createBrowserRouter,
  RouterProvider,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router-dom';
import type { PublicRoute } from './plugin';
import { publicRoutesOf } from './publicRoutes';
import { withPublicLabels } from './publicLabels';
import LoginPage from './pages/LoginPage';

const ForgotUserIdPage = lazy(withPublicLabels(() => import('./pages/ForgotUserIdPage')));
const ForgotPasswordPage = lazy(withPublicLabels(() => import('./pages/ForgotPasswordPage')));
const HelpPage = lazy(withPublicLabels(() => import('./pages/HelpPage')));
const AboutPage = lazy(withPublicLabels(() => import('./pages/AboutPage')));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));

/**
 * Top-level routes of spec 000 §2, and the enabled plugins' public pages (publicRoutes.ts: each
 * loads when visited, outside the shell). /academic (the shell and the enabled plugins' routes) is
 * not here: it is discovered on its first visit (academicRoutes.ts, AcademicApp.tsx).
 */
export function buildRoutes(pluginPages: readonly PublicRoute[] = []): RouteObject[] {
  return [
    { path: '/', element: <LoginPage /> },
    { path: '/login', element: <LoginPage /> },
    { path: '/forgotUserID', element: <ForgotUserIdPage /> },
    { path: '/forgotPassword', element: <ForgotPasswordPage /> },
    { path: '/help', element: <HelpPage /> },
    { path: '/indexAbout', element: <AboutPage /> },
    ...pluginPages.map((p) => {
      const Page = lazy(p.load);
      return { path: `/${p.path}`, element: <Page /> };
    }),
    { path: '*', element: <NotFoundPage /> },
  ];
}

/**
 * The router's discovery of /academic (academicRoutes.ts), itself fetched on the first visit to
 * /academic: the public pages carry none of the staff app's loading code.
 */
function discoverAcademic(
  pluginIds: readonly string[],
  routeBindings: Record<string, string>,
): PatchRoutesOnNavigationFunction {
  let discover: Promise<PatchRoutesOnNavigationFunction> | null = null;
  return async (args) => {
    // academicRoutes.ts's isAcademic, written again here so that deciding costs no download.
    if (args.path !== '/academic' && !args.path.startsWith('/academic/')) return;
    discover ??= import('./academicRoutes')
      .then((m) => m.discoverAcademicRoutes(pluginIds, routeBindings))
      .catch((e: unknown) => {
        discover = null;
        throw e;
      });
    return (await discover)(args);
  };
}

export function App({
  pluginIds,
  routeBindings,
}: {
  pluginIds: readonly string[];
  routeBindings: Record<string, string>;
}) {
  return (
    <Suspense fallback={<Spinner className="wil-center" aria-label="Loading" />}>
      <RouterProvider
        router={createBrowserRouter(buildRoutes(publicRoutesOf(pluginIds)), {
          patchRoutesOnNavigation: discoverAcademic(pluginIds, routeBindings),
        })}
      />
    </Suspense>
  );
}
