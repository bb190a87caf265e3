import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect, type Browser, type Page } from '@playwright/test';
import { shot } from './helpers';

/**
 * Issue 10: a plugin switched off in config/app.json takes its pages, menu entries, cards, links
 * and slot contributions with it, and nothing else breaks. This runs a second server whose
 * config enables neither job-review nor reports, and walks every screen that remains.
 */
const PORT = Number(process.env.E2E_PORT ?? 8199) + 37;
const BASE = `http://127.0.0.1:${PORT}`;
const DIR = `.tmp/e2e-plugins-off-${PORT}`;
const ENABLED = ['home', 'profile', 'programmes', 'resources'];

let server: ChildProcess;

async function waitForServer(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${BASE}/api/app-config`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`The second server did not start on ${BASE}.`);
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(`${DIR}/config`, { recursive: true });
  writeFileSync(
    `${DIR}/config/app.json`,
    JSON.stringify({
      productName: 'WIL',
      plugins: ENABLED,
      // The shell's Resources/FAQ stays bound; See All Modules points at a plugin that is off.
      routes: { 'core.resourcesFaq': 'resources.list', 'job-review.moduleList': 'modules.list' },
    }),
  );
  server = spawn(path.resolve('node_modules/.bin/tsx'), ['src/server.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: `${DIR}/data`,
      CONFIG_DIR: `${DIR}/config`,
      CLIENT_DIR: process.env.CLIENT_DIR ?? 'dist',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SIGNIN: '1000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  await waitForServer(150_000);
});

test.afterAll(async () => {
  if (server?.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await new Promise((r) => server.once('exit', r));
  }
  rmSync(DIR, { recursive: true, force: true });
});

async function signedIn(browser: Browser): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL: BASE });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/login');
  await page.getByLabel('User ID').fill('mc01');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/login\?code=/);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/academic$/);
  await expect(page.getByRole('heading', { name: 'User Profile' })).toBeVisible();
  return { page, errors };
}

test('without job-review and reports: the remaining screens work and nothing links to what is off', async ({
  browser,
}) => {
  const { page, errors } = await signedIn(browser);
  const menu = page.getByRole('navigation');

  // The menu holds the enabled areas only: no Report dropdown.
  await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Resources' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'WIL Programme Setup' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Detail' })).toBeVisible();
  await expect(menu.getByRole('button', { name: /Report/ })).toHaveCount(0);

  // Home: the profile card stays; job-review's cards and panels are gone, and no link leads to its pages.
  await expect(page.getByRole('heading', { name: 'Academic Home' })).toBeVisible();
  for (const gone of ['Job Overview', 'Student Statistics', 'Assessment', 'Active Job Postings']) {
    await expect(page.getByRole('heading', { name: gone })).toHaveCount(0);
  }
  await expect(page.locator('a[href*="academicSeeAllJobPosting"], a[href*="moduleList"]')).toHaveCount(0);
  await shot(page, 'plugins-off-home');

  // The header's Resources/FAQ follows its binding to the resources plugin.
  await page.getByRole('button', { name: 'Resources/FAQ' }).click();
  await expect(page).toHaveURL(/\/academic\/resources$/);
  await expect(page.getByRole('heading', { name: 'Resources' })).toBeVisible();

  await menu.getByRole('link', { name: 'WIL Programme Setup' }).click();
  await expect(page).toHaveURL(/\/academic\/programmeSetup$/);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);

  await menu.getByRole('link', { name: 'Detail' }).click();
  await expect(page).toHaveURL(/\/academic\/academicDetail$/);
  await expect(page.getByRole('heading', { name: 'Personal Profile' })).toBeVisible();

  // A page of a switched-off plugin is the fallback page inside the shell, not a crash.
  await page.goto('/academic/academicSeeAllJobPosting');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeAttached();
  await page.goto('/academic/studentReport');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeAttached();

  // Nor does the server know their calls.
  const res = await page.request.post(`${BASE}/api/academicHome/searchAppl`, { data: {} });
  expect((await res.json()).errorCode).toBe('NOT_FOUND');

  expect(errors).toEqual([]);
});
