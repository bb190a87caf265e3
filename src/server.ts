// First: says which Node.js runs the server and stops an older one before anything loads.
import './nodeVersion.js';
import { startServer } from '@core/server/start.js';
import { seedDemo } from './cli/demo/seedDemo.js';
import { DEMO_ACCOUNTS } from './cli/demo/accounts.js';

const server = await startServer({}, (db, plugins) => seedDemo(db, plugins));

console.log(`\nWIL Academic is running at ${server.config.publicUrl}\n`);
console.log('Demo accounts (password: demo):');
for (const a of DEMO_ACCOUNTS) console.log(`  ${a.id.padEnd(6)} ${a.what}`);
console.log('');

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close().finally(() => process.exit(0));
  });
}
