// First: says which Node.js runs the server and stops an older one before anything loads.
import './nodeVersion.js';
import { fileURLToPath } from 'node:url';
import { startServer, stopOnSignals } from '@core/server/start.js';
import { seedDemo } from './cli/demo/seedDemo.js';
import { DEMO_ACCOUNTS } from './cli/demo/accounts.js';

// plugins/ beside src/: the sources under tsx, dist/server/plugins in the build (the same layout).
const pluginsDir = fileURLToPath(new URL('../plugins', import.meta.url));
const server = await startServer({ pluginsDir }, (db, plugins) => seedDemo(db, plugins));

console.log(`\nWIL Academic is running at ${server.config.publicUrl}\n`);
console.log('Demo accounts (password: demo):');
for (const a of DEMO_ACCOUNTS) console.log(`  ${a.id.padEnd(6)} ${a.what}`);
console.log('');

// Graceful: /readyz 503 at once, calls in flight finish, jobs handed back, exit 0 (issue 17).
stopOnSignals(server);
