import { redirectToSignOn } from '@core/client/signOnEarly';

/**
 * Browser entry, kept tiny: signing in goes straight to the provider; any other page loads the
 * public app (boot), whose settings request has already started.
 */
async function start() {
  const settings = fetch('/api/app-config').then((res) => res.json() as Promise<unknown>);
  if (await redirectToSignOn()) return;
  if (window.location.pathname.startsWith('/academic')) {
    void import('@core/client/academicRoutes').then((m) => m.prefetchAcademic(settings));
  }
  const { boot } = await import('@core/client/boot');
  await boot(settings);
}

void start();
