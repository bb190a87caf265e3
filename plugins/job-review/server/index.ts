import { defineServerPlugin } from '@core/server/plugin.js';

export default defineServerPlugin({
  id: 'job-review',
  migrations: [],
  routes: [],
});
