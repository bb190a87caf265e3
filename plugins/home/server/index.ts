import { defineServerPlugin } from '@core/server/plugin.js';

/** The academic home page. Its dashboard calls arrive with the job review issue. */
export default defineServerPlugin({
  id: 'home',
  migrations: [],
  routes: [],
});
