/**
 * The server's first import (src/server.ts): it says which Node.js runs it and refuses an older
 * one before anything heavy loads. `npm start` and the other npm scripts run the Node.js 24 of the
 * `node` package (node_modules/.bin comes first on their PATH), whatever Node the machine has.
 */
const REQUIRED_MAJOR = 24;
const major = Number(process.versions.node.split('.')[0]);

console.log(`Node.js ${process.version} on ${process.platform}-${process.arch} (${process.execPath})`);
if (major < REQUIRED_MAJOR) {
  console.error(
    `WIL Academic needs Node.js ${REQUIRED_MAJOR} or newer, and this is ${process.version}. ` +
      `Start it with 'npm start' or 'npm run serve' after 'npm install': npm scripts use the Node.js ${REQUIRED_MAJOR} ` +
      `that the 'node' package installs in node_modules/.bin. Or install Node.js ${REQUIRED_MAJOR}.`,
  );
  process.exit(1);
}

export {};
