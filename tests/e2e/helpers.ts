import { expect, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';

export const SHOTS = 'test-results/screenshots';
mkdirSync(SHOTS, { recursive: true });

export async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Waits until no Blueprint overlay is mid-transition (a fading dialog would fail contrast checks). */
export async function settled(page: Page) {
  await page.waitForFunction(
    () => !document.querySelector('[class*="-enter-active"],[class*="-appear-active"],[class*="-exit-active"]'),
  );
}

/** axe-core: no serious or critical violation. */
export async function expectAccessible(page: Page) {
  await settled(page);
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(bad, bad.join('\n')).toEqual([]);
}

/** The provider's sign-in page, then back to /login?code=… with the Sign In button. */
export async function signOnAtProvider(page: Page, login: string, password = 'demo') {
  await page.goto('/login');
  await expect(page.getByLabel('User ID')).toBeVisible();
  await page.getByLabel('User ID').fill(login);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/login\?code=/);
}

export async function signIn(page: Page, login = 'mc01') {
  await signOnAtProvider(page, login);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/academic$/);
  await expect(page.getByRole('heading', { name: 'User Profile' })).toBeVisible();
}

/** The text of a select's chosen option. */
export const selected = (select: Locator) =>
  select.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent ?? '');

export interface Envelope<T> {
  msg: string;
  object: T;
  errorCode: string | null;
}

/** Calls the API as the signed-in page does (refreshing the short e2e access token when needed). */
export async function call<T>(page: Page, path: string, body: unknown): Promise<T> {
  const r = await page.evaluate(
    async ([p, b]) => {
      const post = () =>
        fetch(`/api/${p}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${localStorage.wilAcademicAccessToken}`,
            'x-cohort-prog-id': String(JSON.parse(localStorage.wilAcademicProgramme ?? 'null')?.cohortProgId ?? ''),
          },
          body: JSON.stringify(b),
        }).then((x) => x.json());
      let answer = await post();
      if (answer.errorCode === 'TOKEN_EXPIRED') {
        const t = await fetch('/api/academic/login/refreshToken', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ refreshToken: localStorage.wilAcademicRefreshToken }),
        }).then((x) => x.json());
        localStorage.wilAcademicAccessToken = t.object.accessToken;
        localStorage.wilAcademicRefreshToken = t.object.refreshToken;
        answer = await post();
      }
      return answer;
    },
    [path, body] as const,
  );
  const env = r as Envelope<T>;
  expect(env.msg, `${path}: ${env.msg}`).toBe('SUCCESS');
  return env.object;
}

/**
 * Keeps a module (and a student module) as the Module List and the Student List do: this tab's
 * choice and the last one made (core/client/storage.ts getChoice), under the spec's keys.
 */
export async function chooseModule(page: Page, ids: { cohortModuleId?: number; studentModuleId?: number }) {
  await page.evaluate((c) => {
    for (const [key, id] of [
      ['wilAcademicCohortModuleId', c.cohortModuleId],
      ['wilAcademicStudentModuleId', c.studentModuleId],
    ] as const) {
      if (id === undefined) continue;
      sessionStorage.setItem(key, String(id));
      localStorage.setItem(key, String(id));
    }
  }, ids);
}

/**
 * Chooses a day (YYYY-MM-DD) in the open calendar of a date field (Blueprint's date picker): its
 * year and month from the calendar's menus, then the day.
 */
export async function pickDay(page: Page, iso: string) {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const calendar = page
    .locator('.bp6-popover-content')
    .filter({ has: page.locator('.rdp') })
    .last();
  await expect(calendar).toBeVisible();
  await calendar.locator('.bp6-datepicker-year-select select').first().selectOption(String(y));
  await calendar
    .locator('.bp6-datepicker-month-select select')
    .first()
    .selectOption(String(m - 1));
  await calendar
    .locator('button.rdp-day:not(.rdp-day_outside)')
    .filter({ hasText: new RegExp(`^${d}$`) })
    .first()
    .click();
  // The pointer moves on: Blueprint's range input shows the day under it while it stays.
  await page.mouse.move(0, 0);
}

/** From a module's Student List: the first student's summary, through its row's link. */
export async function openFirstStudentSummary(page: Page) {
  await expect(page.locator('.ag-row').first()).toBeVisible();
  const view = page.locator('a[href="/academic/moduleStudentDetail"]').first();
  // AG Grid draws only the columns in view: bring the row's link in if it is not.
  if (!(await view.count())) {
    await page
      .locator('.ag-body-horizontal-scroll-viewport')
      .first()
      .evaluate((e) => (e.scrollLeft = e.scrollWidth));
  }
  await view.click();
  await expect(page).toHaveURL(/\/academic\/moduleStudentDetail$/);
}
