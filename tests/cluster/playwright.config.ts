import { defineConfig } from '@playwright/test';
import baseConfig from '../../playwright.config';
import { CLUSTER_NGINX_PORT } from './settings';

/**
 * npm run test:cluster: Chromium against nginx in front of two server copies (issue 17), and the
 * scenarios of issue 37 (failover, rolling upgrade, backup and restore). Each spec file starts
 * what it needs in beforeAll and stops it in afterAll, pass or fail; files run one at a time.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: `../../test-results/cluster-${CLUSTER_NGINX_PORT}`,
  fullyParallel: false,
  workers: 1,
  timeout: 240_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${CLUSTER_NGINX_PORT}`,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    // The same Chromium and flags as the e2e suite.
    launchOptions: baseConfig.use?.launchOptions,
  },
});
