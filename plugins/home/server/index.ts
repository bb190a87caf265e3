import { defineServerPlugin } from '@core/server/plugin.js';

/** The academic home page. Its dashboard calls arrive with the job review issue. */
export default defineServerPlugin({
  id: 'home',
  description: 'The academic home page: the dashboard that other areas fill with cards.',
  migrations: [],
  routes: [],
});
