import { definePublicRoutes } from '@core/client/plugin';

/**
 * The WPA area's page outside /academic (issue 31): the industry supervisor's appraisal, opened
 * from the link of the mail without signing in. The public app reads this file (a few bytes); the
 * page, its form and its labels load when the link is opened, and nothing of the staff app does.
 */
export default definePublicRoutes('wpa', [
  {
    path: 'wpa/:token',
    load: async () =>
      (
        await Promise.all([
          import('./supervisor/SupervisorLinkPage'),
          import('./loadLabels').then((l) => l.loadWpaFormLabels()),
        ])
      )[0],
  },
]);
