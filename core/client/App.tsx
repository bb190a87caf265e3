import { lazy, Suspense } from 'react';
import { Spinner } from '@blueprintjs/core';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { ClientPlugin } from './plugin';
import { SessionProvider } from './session/SessionContext';
import { AcademicShell } from './layout/AcademicShell';
import LoginPage from './pages/LoginPage';
import NotFoundPage from './pages/NotFoundPage';

const ForgotUserIdPage = lazy(() => import('./pages/ForgotUserIdPage'));
const ForgotPasswordPage = lazy(() => import('./pages/ForgotPasswordPage'));
const HelpPage = lazy(() => import('./pages/HelpPage'));
const AboutPage = lazy(() => import('./pages/AboutPage'));

/** Top-level routes of spec 000 §2; /academic/* comes from the enabled plugins. */
export function buildRoutes(plugins: ClientPlugin[]): RouteObject[] {
  const academic: RouteObject[] = plugins.flatMap((p) =>
    p.routes.map((r) => ({
      ...(r.path === '' ? { index: true } : { path: r.path }),
      handle: { header: r.header },
      lazy: async () => ({ Component: (await r.load()).default }),
    })),
  );
  return [
    { path: '/', element: <LoginPage /> },
    { path: '/login', element: <LoginPage /> },
    { path: '/forgotUserID', element: <ForgotUserIdPage /> },
    { path: '/forgotPassword', element: <ForgotPasswordPage /> },
    { path: '/help', element: <HelpPage /> },
    { path: '/indexAbout', element: <AboutPage /> },
    {
      path: '/academic',
      element: (
        <SessionProvider>
          <AcademicShell plugins={plugins} />
        </SessionProvider>
      ),
      children: [...academic, { path: '*', element: <NotFoundPage inShell />, handle: { header: 'back' } }],
    },
    { path: '*', element: <NotFoundPage /> },
  ];
}

export function App({ plugins }: { plugins: ClientPlugin[] }) {
  return (
    <Suspense fallback={<Spinner className="wil-center" aria-label="Loading" />}>
      <RouterProvider router={createBrowserRouter(buildRoutes(plugins))} />
    </Suspense>
  );
}
