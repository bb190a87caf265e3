import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import { freePort } from '../support/freePort.js';

/**
 * Front-end figures of issue 18: largest contentful paint of /login and /academic in Chromium on
 * this machine, and Lighthouse's mobile run (simulated slow network and CPU) on /login.
 *
 *   npx tsx tests/bench/frontEnd.ts [--url http://127.0.0.1:8080] [--client-dir dist] [--runs 3]
 *
 * Without --url it starts the server (src/server.ts) on a free port with a fresh data folder and
 * the built client of --client-dir, and stops it at the end.
 */
export interface FrontEndFigures {
  /** Median LCP, ms: /login to the provider's sign-in form (the page a person signing in sees). */
  loginToFormLcpMs: number;
  /** Median LCP, ms: the app's own /login page (with a code: the Sign In button). */
  loginPageLcpMs: number;
  /** Median LCP, ms: /academic, signed in, empty cache. */
  academicLcpMs: number;
  lighthouse: LighthouseFigures;
}

export interface LighthouseFigures {
  url: string;
  finalUrl: string;
  performance: number;
  accessibility: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  /** Audits below 0.9 (weighted ones only), for the report. */
  weak: string[];
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** The page's last largest-contentful-paint entry, relative to its own navigation start. */
function lcp(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]!.startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

/** Milliseconds from leaving for /login to the largest paint of the provider's form. */
async function loginToForm(browser: Browser, base: string): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const started = Date.now();
  await page.goto(`${base}/login`);
  await page.getByLabel('User ID').waitFor();
  await page.waitForTimeout(200);
  const paint = await lcp(page);
  const origin = await page.evaluate(() => performance.timeOrigin);
  await context.close();
  return origin + paint - started;
}

async function loginPage(browser: Browser, base: string): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/login?code=bench`);
  await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
  await page.waitForTimeout(200);
  const paint = await lcp(page);
  await context.close();
  return paint;
}

/** Signs in once per run (a refresh token is used once), then opens /academic with an empty cache. */
async function academic(browser: Browser, base: string, login: string): Promise<number> {
  const first = await browser.newContext();
  const page = await first.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel('User ID').fill(login);
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/login\?code=/);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(/\/academic$/);
  await page.getByRole('heading', { name: 'User Profile' }).waitFor();
  const state = await first.storageState();
  await first.close();
  const context = await browser.newContext({ storageState: state });
  const fresh = await context.newPage();
  await fresh.goto(`${base}/academic`);
  await fresh.getByRole('heading', { name: 'User Profile' }).waitFor();
  await fresh.waitForLoadState('networkidle');
  const paint = await lcp(fresh);
  await context.close();
  return paint;
}

/** JS and CSS a page transferred (bytes on the wire, compressed as served), and how many files. */
export interface PageBytes {
  bytes: number;
  files: number;
  /** The page's first heading, to tell what loaded. */
  heading: string | null;
}

/** Records every script and stylesheet a page fetches with the bytes that crossed the wire. */
function transfers(page: Page) {
  const seen: import('@playwright/test').Response[] = [];
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (type === 'script' || type === 'stylesheet') seen.push(res);
  });
  return async () => {
    const sizes = await Promise.all(
      seen.map(async (res) => {
        await res.finished();
        return (await res.request().sizes()).responseBodySize;
      }),
    );
    return { bytes: sizes.reduce((a, b) => a + b, 0), files: sizes.length };
  };
}

/** A signed-in storage state (tokens in local storage), to open pages in a new context: an empty cache. */
async function signedInState(browser: Browser, base: string, login: string) {
  const first = await browser.newContext();
  const page = await first.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel('User ID').fill(login);
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/login\?code=/);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(/\/academic$/);
  await page.getByRole('heading', { name: 'User Profile' }).waitFor();
  const state = await first.storageState();
  await first.close();
  return state;
}

/**
 * JS and CSS transferred by `pathname` with an empty cache, as served (the budgets of
 * tests/e2e/budgets.spec.ts): /academic signed in as `login` (waiting for the home's profile),
 * any other page as a stranger, once the network is idle.
 */
export async function pageBytes(base: string, pathname: string, login = 'mc01'): Promise<PageBytes> {
  const browser = await chromium.launch({ executablePath: CHROME, args: ARGS });
  try {
    const academic = pathname.startsWith('/academic');
    const context = await browser.newContext(
      academic ? { storageState: await signedInState(browser, base, login) } : {},
    );
    const page = await context.newPage();
    const done = transfers(page);
    await page.goto(`${base}${pathname}`);
    if (academic) await page.getByRole('heading', { name: 'User Profile' }).waitFor();
    else await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    const heading = (await page.getByRole('heading', { level: 1 }).first().textContent())?.trim() ?? null;
    const out = { ...(await done()), heading };
    await context.close();
    return out;
  } finally {
    await browser.close();
  }
}

/** Lighthouse 13 needs Node 22 or newer: it runs under the node package's binary. */
export async function runLighthouse(url: string): Promise<LighthouseFigures> {
  const dir = await mkdtemp(path.join(tmpdir(), 'wil-lighthouse-'));
  const out = path.join(dir, 'report.json');
  try {
    await run(path.join(ROOT, 'node_modules/.bin/node'), [
      path.join(ROOT, 'node_modules/lighthouse/cli/index.js'),
      url,
      '--only-categories=performance,accessibility',
      `--chrome-flags=${ARGS.join(' ')}`,
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
    ]);
    const report = JSON.parse(await readFile(out, 'utf8')) as LighthouseReport;
    const audit = (id: string) => report.audits[id]?.numericValue ?? NaN;
    const weighted = new Set(report.categories.performance.auditRefs.filter((a) => a.weight > 0).map((a) => a.id));
    for (const a of report.categories.accessibility.auditRefs) if (a.weight > 0) weighted.add(a.id);
    return {
      url,
      finalUrl: report.finalDisplayedUrl,
      performance: Math.round(report.categories.performance.score * 100),
      accessibility: Math.round(report.categories.accessibility.score * 100),
      firstContentfulPaintMs: Math.round(audit('first-contentful-paint')),
      largestContentfulPaintMs: Math.round(audit('largest-contentful-paint')),
      totalBlockingTimeMs: Math.round(audit('total-blocking-time')),
      weak: Object.entries(report.audits)
        .filter(([id, a]) => weighted.has(id) && a.score !== null && a.score < 0.9)
        .map(([id, a]) => `${id} ${a.displayValue ?? a.score}`),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

interface LighthouseReport {
  finalDisplayedUrl: string;
  categories: Record<'performance' | 'accessibility', { score: number; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null; numericValue?: number; displayValue?: string }>;
}

function run(cmd: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      env: { ...process.env, CHROME_PATH: CHROME },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`lighthouse exited ${code}: ${err}`))));
  });
}

/** Measures a running server (base URL): each LCP is the median of `runs` fresh-cache loads. */
export async function measureFrontEnd(
  base: string,
  opts: { runs?: number; login?: string } = {},
): Promise<FrontEndFigures> {
  const runs = opts.runs ?? 3;
  const browser = await chromium.launch({ executablePath: CHROME, args: ARGS });
  try {
    const form: number[] = [];
    const page: number[] = [];
    const home: number[] = [];
    for (let i = 0; i < runs; i++) {
      form.push(await loginToForm(browser, base));
      page.push(await loginPage(browser, base));
      home.push(await academic(browser, base, opts.login ?? 'mc01'));
    }
    return {
      loginToFormLcpMs: Math.round(median(form)),
      loginPageLcpMs: Math.round(median(page)),
      academicLcpMs: Math.round(median(home)),
      lighthouse: await runLighthouse(`${base}/login`),
    };
  } finally {
    await browser.close();
  }
}

export function formatFrontEnd(f: FrontEndFigures): string {
  const lh = f.lighthouse;
  return [
    `LCP /login → sign-in form: ${f.loginToFormLcpMs} ms`,
    `LCP /login (Sign In page): ${f.loginPageLcpMs} ms`,
    `LCP /academic (signed in, empty cache): ${f.academicLcpMs} ms`,
    `Lighthouse mobile ${lh.url} (ends at ${new URL(lh.finalUrl).pathname}): performance ${lh.performance}, ` +
      `accessibility ${lh.accessibility}; FCP ${lh.firstContentfulPaintMs} ms, LCP ${lh.largestContentfulPaintMs} ms, ` +
      `TBT ${lh.totalBlockingTimeMs} ms`,
    ...(lh.weak.length ? [`  below 0.9: ${lh.weak.join('; ')}`] : []),
  ].join('\n');
}

/** Starts src/server.ts on a free port with a fresh data folder; answers its URL and a stop. */
async function startServer(clientDir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'wil-frontend-'));
  const child: ChildProcess = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CLIENT_DIR: clientDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/api/app-config`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error(`The server did not start on ${url}.`);
}

async function main() {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      'client-dir': { type: 'string', default: 'dist/client' },
      runs: { type: 'string', default: '3' },
    },
  });
  const server = values.url ? null : await startServer(path.resolve(ROOT, values['client-dir']!));
  try {
    const figures = await measureFrontEnd(values.url ?? server!.url, { runs: Number(values.runs) });
    console.log(formatFrontEnd(figures));
  } finally {
    await server?.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((e: unknown) => {
    console.error(e);
    process.exitCode = 1;
  });
}
