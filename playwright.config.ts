import { defineConfig } from '@playwright/test';
import { SERVER_ENTRY, SERVER_NODE_FLAGS } from './core/build/buildServer.js';

const PORT = Number(process.env.E2E_PORT ?? 8199);
// Port, data and client folders can be set so that several runs can share a machine.
export const E2E_DATA_DIR = `.tmp/e2e-data-${PORT}`;
const CLIENT_DIR = process.env.CLIENT_DIR ?? 'dist/client';
// E2E_SERVER=dist/server: the built server, run as `npm start` runs it (npm run test:e2e builds it
// first); unset, the sources under tsx.
const SERVER = process.env.E2E_SERVER
  ? `node ${SERVER_NODE_FLAGS.join(' ')} ${process.env.E2E_SERVER}/${SERVER_ENTRY}`
  : 'npx tsx src/server.ts';

/** Playwright drives Debian's Chromium (/usr/bin/chromium) against the real server. */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results/e2e-${PORT}`,
  fullyParallel: false,
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && ${SERVER}`,
    url: `http://127.0.0.1:${PORT}/api/app-config`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: E2E_DATA_DIR,
      CLIENT_DIR,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // Short-lived access tokens make every run exercise the transparent refresh.
      ACCESS_TOKEN_TTL: '8',
      RATE_LIMIT_SIGNIN: '1000',
      RATE_LIMIT_FORGOT: '1000',
    },
  },
});
