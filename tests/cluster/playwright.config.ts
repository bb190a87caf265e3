import { defineConfig } from '@playwright/test';
import baseConfig from '../../playwright.config';
import { CLUSTER_NGINX_PORT } from './settings';

/**
 * npm run test:cluster: Chromium against nginx in front of two server copies (issue 17). The
 * cluster is started by globalSetup and stopped by the teardown it answers, pass or fail.
 */
export default defineConfig({
  testDir: '.',
  testMatch: 'cluster.spec.ts',
  outputDir: `../../test-results/cluster-${CLUSTER_NGINX_PORT}`,
  globalSetup: './globalSetup.ts',
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
