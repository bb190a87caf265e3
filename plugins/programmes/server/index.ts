import { defineServerPlugin } from '@core/server/plugin.js';

export default defineServerPlugin({
  id: 'programmes',
  migrations: [],
  routes: [],
});
