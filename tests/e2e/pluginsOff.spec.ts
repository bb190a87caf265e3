import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect, type Browser, type Page } from '@playwright/test';
import { openFirstStudentSummary, shot } from './helpers';

/**
 * A plugin switched off in config/app.json takes its pages, menu entries, cards, links and slot
 * contributions with it, and nothing else breaks (issues 10 and 27). One database is started by
 * a second server under several configurations in turn, as an operator would switch areas off
 * and on: each area off alone, with every remaining screen walked; then everything on again,
 * where the reports of an area that was off at the database's first start are served.
 */
const PORT = Number(process.env.E2E_PORT ?? 8199) + 37;
const BASE = `http://127.0.0.1:${PORT}`;
const DIR = `.tmp/e2e-plugins-off-${PORT}`;
const ALL = ['home', 'job-review', 'modules', 'profile', 'programmes', 'resources', 'reports'];
const ROUTES = { 'core.resourcesFaq': 'resources.list', 'job-review.moduleList': 'modules.list' };

let server: ChildProcess | null = null;

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

async function stop() {
  const s = server;
  server = null;
  if (!s?.pid || s.exitCode !== null) return;
  const exited = new Promise((r) => s.once('exit', r));
  try {
    process.kill(-s.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  await exited;
}

/** (Re)starts the second server on the same data folder with these plugins enabled. */
async function startWith(plugins: string[], routes: Record<string, string> = ROUTES) {
  await stop();
  mkdirSync(`${DIR}/config`, { recursive: true });
  writeFileSync(`${DIR}/config/app.json`, JSON.stringify({ productName: 'WIL', plugins, routes }));
  // The report definitions are read from the same folder as app.json (CONFIG_DIR).
  cpSync('config/reports', `${DIR}/config/reports`, { recursive: true });
  server = spawn(path.resolve('node_modules/.bin/tsx'), ['src/server.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: `${DIR}/data`,
      CONFIG_DIR: `${DIR}/config`,
      CLIENT_DIR: process.env.CLIENT_DIR ?? 'dist/client',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SIGNIN: '1000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  await waitForServer(150_000);
}

test.describe.configure({ mode: 'serial' });
test.beforeAll(() => rmSync(DIR, { recursive: true, force: true }));
test.afterAll(async () => {
  await stop();
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

/** A page of a switched-off plugin is the fallback page inside the shell, and the server knows none of its calls. */
async function gone(page: Page, address: string, call: string) {
  await page.goto(address);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeAttached();
  // As the signed-in page calls (a report's call is the reports plugin's, refused after sign-in).
  const errorCode = await page.evaluate(async (path) => {
    const res = await fetch(`/api/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${localStorage.wilAcademicAccessToken}`,
        'x-cohort-prog-id': String(JSON.parse(localStorage.wilAcademicProgramme ?? 'null')?.cohortProgId ?? ''),
      },
      body: '{}',
    });
    return ((await res.json()) as { errorCode: string | null }).errorCode;
  }, call);
  expect(errorCode, call).toBe('NOT_FOUND');
}

/** The Report dropdown's entries. */
async function reportMenu(page: Page): Promise<string[]> {
  await page.goto('/academic');
  // The Report entries come from the report definitions, loaded after the shell: wait for them.
  await expect(page.getByRole('heading', { name: 'User Profile' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const button = page.getByRole('navigation').getByRole('button', { name: /Report/ });
  if ((await button.count()) === 0) return [];
  await button.click();
  const items = page.getByRole('menuitem');
  await expect(items.first()).toBeVisible();
  const names = await items.allTextContents();
  await page.keyboard.press('Escape');
  return names.map((n) => n.trim());
}

/** The screens every configuration keeps: home, profile, resources (through the header's binding). */
async function walkCommon(page: Page) {
  const menu = page.getByRole('navigation');
  await page.goto('/academic');
  await expect(page.getByRole('heading', { name: 'Academic Home' })).toBeVisible();
  await page.getByRole('button', { name: 'Resources/FAQ' }).click();
  await expect(page).toHaveURL(/\/academic\/resources$/);
  await expect(page.getByRole('heading', { name: 'Resources' })).toBeVisible();
  await menu.getByRole('link', { name: 'Detail' }).click();
  await expect(page).toHaveURL(/\/academic\/academicDetail$/);
  await expect(page.getByRole('heading', { name: 'Personal Profile' })).toBeVisible();
}

/**
 * The module screens (issue 28), where the modules plugin is on: the menu's Modules entry, the
 * Module List, a Module Summary with its Student List, the assignment list and a student summary.
 */
async function walkModules(page: Page) {
  await page.goto('/academic');
  await page.getByRole('navigation').getByRole('link', { name: 'Modules' }).click();
  await expect(page).toHaveURL(/\/academic\/moduleList$/);
  await page.locator('.mod-card-link').first().click();
  await expect(page).toHaveURL(/\/academic\/moduleDetail$/);
  await expect(page.getByRole('heading', { name: 'Module Summary' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Student List' }).locator('.ag-row').first()).toBeVisible();
  await page
    .getByRole('group', { name: 'Module areas' })
    .getByRole('button', { name: 'Assignments', exact: true })
    .click();
  await expect(page).toHaveURL(/\/academic\/assignmentList$/);
  await expect(page.getByRole('tab').first()).toBeVisible();
  await page.goto('/academic/moduleDetail');
  await page.locator('.ag-row a[href="/academic/moduleStudentDetail"]').first().click();
  await expect(page.getByRole('heading', { name: 'Student Summary' })).toBeVisible();
}

test('job review off alone: its cards, links, pages, calls and reports are gone; the rest works', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  await startWith(ALL.filter((p) => p !== 'job-review'));
  const { page, errors } = await signedIn(browser);
  for (const card of ['Job Overview', 'Student Statistics', 'Active Job Postings']) {
    await expect(page.getByRole('heading', { name: card })).toHaveCount(0);
  }
  await expect(page.locator('a[href*="academicSeeAllJobPosting"]')).toHaveCount(0);
  // The Assessment card is the module area's (issue 28): it stays, with its See All Modules.
  await expect(page.getByRole('heading', { name: 'Assessment' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See All Modules' })).toBeVisible();
  await shot(page, 'plugins-off-job-review-home');
  await walkCommon(page);
  await walkModules(page);
  const reports = await reportMenu(page);
  expect(reports).toContain('Student Report');
  expect(reports).not.toContain('Job Posting Report');
  expect(reports).not.toContain('Job Application Report');
  await gone(page, '/academic/academicSeeAllJobPosting', 'academicHome/searchAppl');
  await gone(page, '/academic/academicJobPostingReport', 'jobPost/searchReport');
  // The reports of the areas that are on still open.
  await page.goto('/academic/studentReport');
  await expect(page.getByRole('heading', { name: 'Student Report' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('reports off alone: no Report menu, no report page or call; job review and the rest work', async ({ browser }) => {
  test.setTimeout(240_000);
  await startWith(ALL.filter((p) => p !== 'reports'));
  const { page, errors } = await signedIn(browser);
  await expect(page.getByRole('heading', { name: 'Job Overview' })).toBeVisible();
  await walkCommon(page);
  await walkModules(page);
  expect(await reportMenu(page)).toEqual([]);
  await gone(page, '/academic/studentReport', 'student/getExportList');
  await page.goto('/academic/academicSeeAllJobPosting');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
  await shot(page, 'plugins-off-reports-see-all');
  expect(errors).toEqual([]);
});

test('programmes off alone: no setup page, pickers or programme report; the rest works', async ({ browser }) => {
  test.setTimeout(240_000);
  await startWith(ALL.filter((p) => p !== 'programmes'));
  const { page, errors } = await signedIn(browser);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'WIL Programme Setup' })).toHaveCount(0);
  await walkCommon(page);
  await walkModules(page);
  const reports = await reportMenu(page);
  expect(reports).toContain('Job Posting Report');
  expect(reports).not.toContain('Programme Parameter Report');
  await gone(page, '/academic/programmeSetup', 'commonDropDown/searchProgramme');
  await page.goto('/academic/academicJobPostingReport');
  await expect(page.getByRole('heading', { name: 'Job Posting Report' })).toBeVisible();
  await shot(page, 'plugins-off-programmes-job-report');
  expect(errors).toEqual([]);
});

test('everything on again over the same database: the reports of areas that were off are served', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  await startWith(ALL);
  const { page, errors } = await signedIn(browser);
  const reports = await reportMenu(page);
  for (const r of ['Job Posting Report', 'Job Application Report', 'Programme Parameter Report'])
    expect(reports).toContain(r);
  for (const [address, title] of [
    ['/academic/academicJobPostingReport', 'Job Posting Report'],
    ['/academic/academicJobApplicationReport', 'Job Application Report'],
    ['/academic/academicWilProgrammeSetupReport', 'Programme Parameter Report'],
  ] as const) {
    await page.goto(address);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText(/Searching/)).toHaveCount(0);
    await expect(page.locator('.bp6-callout.bp6-intent-danger')).toHaveCount(0);
  }
  expect(errors).toEqual([]);
});

/** The JS and CSS bytes /academic transfers with an empty cache, signed in (as tests/e2e/budgets.spec.ts counts). */
async function academicBytes(browser: Browser, page: Page): Promise<number> {
  const state = await page.context().storageState();
  const context = await browser.newContext({ baseURL: BASE, storageState: state });
  const fresh = await context.newPage();
  const sizes: Promise<number>[] = [];
  fresh.on('response', (res) => {
    const type = res.request().resourceType();
    if (type === 'script' || type === 'stylesheet')
      sizes.push(res.finished().then(async () => (await res.request().sizes()).responseBodySize));
  });
  await fresh.goto('/academic');
  await expect(fresh.getByRole('heading', { name: 'User Profile' })).toBeVisible();
  await fresh.waitForLoadState('networkidle');
  const total = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
  await context.close();
  return total;
}

test('key documents off alone: no screen, button or call; with it on /academic grows by 10 KB at most', async ({
  browser,
}) => {
  // Issue 30. The deployment's own configuration, with and without key-documents.
  const config = JSON.parse(readFileSync('config/app.json', 'utf8')) as {
    plugins: string[];
    routes: Record<string, string>;
  };
  test.skip(!config.plugins.includes('key-documents'), 'config/app.json does not enable key-documents');
  test.setTimeout(300_000);
  await startWith(
    config.plugins.filter((p) => p !== 'key-documents'),
    config.routes,
  );
  let { page, errors } = await signedIn(browser);
  const without = await academicBytes(browser, page);
  await gone(page, '/academic/keyDocument', 'keyDocument/search');
  if (config.plugins.includes('modules')) {
    await page.goto('/academic/moduleList');
    await page.locator('.mod-card-link').first().click();
    await expect(page).toHaveURL(/\/academic\/moduleDetail$/);
    const areas = page.getByRole('group', { name: 'Module areas' });
    await expect(areas.getByRole('button').first()).toBeVisible();
    await expect(areas.getByRole('button', { name: 'Key Documents' })).toHaveCount(0);
    await shot(page, 'plugins-off-key-documents-module-summary');
  }
  await walkCommon(page);
  await walkModules(page);
  expect(errors).toEqual([]);

  await startWith(config.plugins, config.routes);
  ({ page, errors } = await signedIn(browser));
  const withIt = await academicBytes(browser, page);
  // The plugin's table of contents and labels only: its screen, dialogs and pdf.js load when used.
  expect(withIt - without, `/academic: ${without} bytes without key-documents, ${withIt} with it`).toBeLessThanOrEqual(
    10_000,
  );
  await page.goto('/academic/keyDocument');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('WPA off alone: no WPA button, counters, student table, screen or call; with it on /academic grows by 10 KB at most', async ({
  browser,
}) => {
  // Issue 29. The deployment's own configuration, with and without wpa.
  const config = JSON.parse(readFileSync('config/app.json', 'utf8')) as {
    plugins: string[];
    routes: Record<string, string>;
  };
  test.skip(!config.plugins.includes('wpa'), 'config/app.json does not enable wpa');
  test.setTimeout(300_000);
  await startWith(
    config.plugins.filter((p) => p !== 'wpa'),
    config.routes,
  );
  let { page, errors } = await signedIn(browser);
  const without = await academicBytes(browser, page);
  await gone(page, '/academic/WPAManagement', 'wpaAppl/search');
  await gone(page, '/academic/reviewWPAFormDetail', 'wpaAppl/searchById');
  await gone(page, '/academic/newWPAForm', 'wpaAppl/insert');
  // The Module Summary: the other areas' buttons and counters, none of the WPA's.
  await page.goto('/academic/moduleList');
  await page.locator('.mod-card-link').first().click();
  await expect(page).toHaveURL(/\/academic\/moduleDetail$/);
  const areas = page.getByRole('group', { name: 'Module areas' });
  await expect(areas.getByRole('button').first()).toBeVisible();
  await expect(areas.getByRole('button', { name: 'WPA Management' })).toHaveCount(0);
  await expect(page.locator('[data-testid^="wpa-counter-"]')).toHaveCount(0);
  await shot(page, 'plugins-off-wpa-module-summary');
  // The student summary: the module's own sections, no WPA table.
  await openFirstStudentSummary(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fill in WPA Form' })).toHaveCount(0);
  await expect(page.locator('.wpa-section-head')).toHaveCount(0);
  await shot(page, 'plugins-off-wpa-student-summary');
  await walkCommon(page);
  await walkModules(page);
  expect(errors).toEqual([]);

  await startWith(config.plugins, config.routes);
  ({ page, errors } = await signedIn(browser));
  const withIt = await academicBytes(browser, page);
  // The plugin's table of contents and labels only: its screens, dialogs and signature_pad load when used.
  expect(withIt - without, `/academic: ${without} bytes without wpa, ${withIt} with it`).toBeLessThanOrEqual(10_000);
  await page.goto('/academic/moduleList');
  await page.locator('.mod-card-link').first().click();
  await page.getByRole('button', { name: 'WPA Management' }).click();
  await expect(page.getByRole('heading', { name: 'WPA Management' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('modules off alone (with the areas that need it): no Modules menu, Assessment card, screen, call or module report; with it on /academic grows by 10 KB at most', async ({
  browser,
}) => {
  // Issue 28. The deployment's configuration without modules and the plugins that require it.
  const config = JSON.parse(readFileSync('config/app.json', 'utf8')) as {
    plugins: string[];
    routes: Record<string, string>;
  };
  test.skip(!config.plugins.includes('modules'), 'config/app.json does not enable modules');
  test.setTimeout(300_000);
  const needModules = ['modules', 'wpa', 'key-documents'];
  const rest = config.plugins.filter((p) => !needModules.includes(p));
  await startWith(rest, config.routes);
  let { page, errors } = await signedIn(browser);
  const without = await academicBytes(browser, page);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Modules' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Assessment' })).toHaveCount(0);
  // Issue 38: the WPA area took its Insights charts, and with none left the screen leaves the menu.
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Insights' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'See All Modules' })).toHaveCount(0);
  await shot(page, 'plugins-off-modules-home');
  for (const [address, call] of [
    ['/academic/moduleList', 'academicModule/searchModule'],
    ['/academic/moduleDetail', 'academicModule/searchModuleById'],
    ['/academic/moduleStudentList/overdueAssign', 'academicModule/searchModuleStudent'],
    ['/academic/assignmentList', 'assign/search'],
    ['/academic/moduleStudentDetail', 'academicModule/searchModuleStudentById'],
  ] as const)
    await gone(page, address, call);
  // The home's Assessment card call went with the area.
  const card = await page.request.post(`${BASE}/api/academicHome/searchModule`, { data: {} });
  expect((await card.json()).errorCode).toBe('NOT_FOUND');
  expect(await reportMenu(page)).not.toContain('Student Enrolled Module Report');
  await walkCommon(page);
  expect(errors).toEqual([]);

  // The module area on again (without the areas that hang from it, so that only its bytes count).
  await startWith([...rest, 'modules'], config.routes);
  ({ page, errors } = await signedIn(browser));
  const withIt = await academicBytes(browser, page);
  // Its table of contents, start labels and the Assessment card only: the screens load when used.
  expect(withIt - without, `/academic: ${without} bytes without modules, ${withIt} with it`).toBeLessThanOrEqual(
    10_000,
  );
  await expect(page.getByRole('heading', { name: 'Assessment' })).toBeVisible();
  // Its screens (a database first started without the area has no demo student modules).
  await page.getByRole('navigation').getByRole('link', { name: 'Modules' }).click();
  await page.locator('.mod-card-link').first().click();
  await expect(page.getByRole('heading', { name: 'Module Summary' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Student List' })).toBeVisible();
  expect(await reportMenu(page)).toContain('Student Enrolled Module Report');
  expect(errors).toEqual([]);
});
