import { lazy, Suspense } from 'react';
import { Spinner } from '@blueprintjs/core';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { discoverAcademicRoutes } from './academicRoutes';
import LoginPage from './pages/LoginPage';
import NotFoundPage from './pages/NotFoundPage';

const ForgotUserIdPage = lazy(() => import('./pages/ForgotUserIdPage'));
const ForgotPasswordPage = lazy(() => import('./pages/ForgotPasswordPage'));
const HelpPage = lazy(() => import('./pages/HelpPage'));
const AboutPage = lazy(() => import('./pages/AboutPage'));

/**
 * Top-level routes of spec 000 §2. /academic (the shell and the enabled plugins' routes) is not
 * here: it is discovered on its first visit (academicRoutes.ts, AcademicApp.tsx).
 */
export function buildRoutes(): RouteObject[] {
  return [
    { path: '/', element: <LoginPage /> },
    { path: '/login', element: <LoginPage /> },
    { path: '/forgotUserID', element: <ForgotUserIdPage /> },
    { path: '/forgotPassword', element: <ForgotPasswordPage /> },
    { path: '/help', element: <HelpPage /> },
    { path: '/indexAbout', element: <AboutPage /> },
    { path: '*', element: <NotFoundPage /> },
  ];
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
        router={createBrowserRouter(buildRoutes(), {
          patchRoutesOnNavigation: discoverAcademicRoutes(pluginIds, routeBindings),
        })}
      />
    </Suspense>
  );
}
