import { defineServerPlugin } from '@core/server/plugin.js';

export default defineServerPlugin({
  id: 'profile',
  migrations: [],
  routes: [],
});
