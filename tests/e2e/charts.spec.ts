import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expectAccessible, signIn } from './helpers';

/**
 * Issue 38: charts where the question arises, readable without seeing them: a table of the same
 * figures, PNG and CSV downloads, keyboard focus, in the user's language; axe finds nothing
 * serious. Screenshots under .tmp/charts-shots for a look in EN, TC and SC.
 */
const SHOTS = '.tmp/charts-shots';

async function openFirstModule(page: Page) {
  await page.getByRole('navigation').getByRole('link', { name: 'Modules' }).click();
  await page.locator('.mod-card-link').first().click();
  await expect(page).toHaveURL(/\/academic\/moduleDetail$/);
}

async function inLanguage(page: Page, code: 'EN' | 'TC' | 'SC', lang: string) {
  await page.evaluate((c) => localStorage.setItem('wilAcademicLanguage', c), code);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/**
 * The home's charts load when their region is scrolled near, once the first calls have answered
 * (issue 35). The cards above it grow as their data arrives and push it down: scroll again until
 * the chart shows.
 */
async function scrollToChart(page: Page, region: string, heading: Locator) {
  await expect(async () => {
    await page.getByRole('region', { name: region }).evaluate((el) => el.scrollIntoView());
    await expect(heading).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

test.describe('charts (issue 38)', () => {
  test('Module Summary: assignments by status, as a chart and as a table, downloads, in three languages', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signIn(page);
    await openFirstModule(page);
    const chart = page.locator('[data-chart="assignments-by-status"]');
    await expect(chart.getByRole('heading', { name: 'Assignments by status' })).toBeVisible();
    await expect(chart.locator('canvas').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/module-summary-en.png`, fullPage: true });
    await expectAccessible(page);

    // The same figures as a table: a header per series, a row per assignment.
    await chart.getByText('Show as table').click();
    const table = chart.getByRole('table');
    await expect(table.getByRole('columnheader', { name: 'Not Started' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Marked' })).toBeVisible();
    const rows = await table.locator('tbody tr').count();
    expect(rows).toBeGreaterThan(0);
    await expectAccessible(page);

    const download = page.waitForEvent('download');
    await chart.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('assignments-by-status.csv');
    const csv = readFileSync((await file.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toBe(
      '\uFEFFAssignment,Not Started,In Progress,Submitted,Submitted Late,Overdue,Marked',
    );
    expect(csv.trim().split('\r\n')).toHaveLength(rows + 1);

    for (const [code, lang, title] of [
      ['TC', 'zh-Hant', '作業狀態分佈'],
      ['SC', 'zh-Hans', '作业状态分布'],
    ] as const) {
      await inLanguage(page, code, lang);
      await expect(
        page.locator('[data-chart="assignments-by-status"]').getByRole('heading', { name: title }),
      ).toBeVisible();
      await expect(page.locator('[data-chart="assignments-by-status"] canvas').first()).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/module-summary-${code.toLowerCase()}.png`, fullPage: true });
      await expectAccessible(page);
    }
  });

  test('a bar opens its assignment tab, by mouse and by keyboard (Tab into the chart, an arrow, Enter)', async ({
    page,
  }) => {
    await signIn(page);
    await openFirstModule(page);
    const host = page.locator('[data-chart="assignments-by-status"] .wil-chart-canvas');
    await expect(host.locator('canvas').first()).toBeVisible();
    const chart = page.locator('[data-chart="assignments-by-status"]');
    await chart.getByRole('button', { name: 'Download CSV' }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/academic\/assignmentList$/);
    await expect(page.getByRole('tab', { selected: true })).toBeVisible();
  });

  test('WPA forms by status: a bar opens WPA Management; /academic loads no AG Charts until a chart is scrolled to', async ({
    page,
  }) => {
    const charts: string[] = [];
    page.on('request', (r) => {
      if (/ChartCanvas/.test(r.url())) charts.push(r.url());
    });
    await signIn(page);
    await page.waitForLoadState('networkidle');
    expect(charts, 'the home draws its charts below the fold').toEqual([]);
    await openFirstModule(page);
    const host = page.locator('[data-chart="wpa-forms-by-status"] .wil-chart-canvas');
    await expect(host.locator('canvas').first()).toBeVisible();
    expect(charts.length).toBeGreaterThan(0);
    await page.locator('[data-chart="wpa-forms-by-status"]').getByRole('button', { name: 'Download CSV' }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/academic\/WPAManagement/);
  });

  test('key documents by status: the same figures as a table, in three languages; a bar opens Key Documents', async ({
    page,
  }) => {
    await signIn(page);
    await openFirstModule(page);
    const chart = page.locator('[data-chart="key-documents-by-status"]');
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.getByRole('heading', { name: 'Key documents by status' })).toBeVisible();
    await expect(chart.locator('.wil-chart-canvas canvas').first()).toBeVisible();
    await chart.getByText('Show as table').click();
    await expect(chart.getByRole('rowheader', { name: 'Draft', exact: true })).toBeVisible();
    await expect(chart.getByRole('rowheader', { name: 'Submitted', exact: true })).toBeVisible();
    await expectAccessible(page);
    await chart.getByText('Show as table').click();
    await chart.getByRole('button', { name: 'Download CSV' }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/academic\/keyDocument$/);
    await page.goBack();
    for (const [code, lang, title] of [
      ['TC', 'zh-Hant', '重要文件狀態分佈'],
      ['SC', 'zh-Hans', '重要文件状态分布'],
    ] as const) {
      await inLanguage(page, code, lang);
      const localized = page.locator('[data-chart="key-documents-by-status"]');
      await localized.scrollIntoViewIfNeeded();
      await expect(localized.getByRole('heading', { name: title })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/key-documents-${code.toLowerCase()}.png`, fullPage: true });
    }
  });

  test('students by share of WIL hours attained: five buckets as a table, in three languages', async ({ page }) => {
    await signIn(page);
    await openFirstModule(page);
    const chart = page.locator('[data-chart="students-by-hours-share"]');
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.getByRole('heading', { name: 'Students by share of WIL hours attained' })).toBeVisible();
    await expect(chart.locator('.wil-chart-canvas canvas').first()).toBeVisible();
    await chart.getByText('Show as table').click();
    for (const name of ['Below 25%', '25–50%', '50–75%', '75–100%', 'Complete']) {
      await expect(chart.getByRole('rowheader', { name, exact: true })).toBeVisible();
    }
    await expectAccessible(page);
    for (const [code, lang, title] of [
      ['TC', 'zh-Hant', '學生 WIL 時數達標比例'],
      ['SC', 'zh-Hans', '学生 WIL 时数达标比例'],
    ] as const) {
      await inLanguage(page, code, lang);
      const localized = page.locator('[data-chart="students-by-hours-share"]');
      await localized.scrollIntoViewIfNeeded();
      await expect(localized.getByRole('heading', { name: title })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/hours-share-${code.toLowerCase()}.png`, fullPage: true });
    }
  });

  test('home and the WPA Record Report draw their charts; axe finds nothing serious', async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page);
    const home = page.locator('[data-chart="job-posts-decided"]');
    await scrollToChart(page, 'Charts', home.getByRole('heading', { name: 'Job posts decided per week' }));
    await expect(page.locator('[data-chart="median-days-waiting"]')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/home-en.png`, fullPage: true });
    await expectAccessible(page);
    await page.goto('/academic/wpaApplRecordReport');
    const chart = page.locator('[data-chart="wpaRecord-chart"]');
    await expect(chart.getByRole('heading', { name: 'WPA forms by status' })).toBeVisible();
    await expect(chart.locator('canvas').first()).toBeVisible();
    await chart.getByText('Show as table').click();
    await expect(chart.getByRole('rowheader', { name: 'Accepted', exact: true })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/report-en.png`, fullPage: true });
    await expectAccessible(page);
    await inLanguage(page, 'TC', 'zh-Hant');
    await expect(
      page.locator('[data-chart="wpaRecord-chart"]').getByRole('heading', { name: 'WPA 表格狀態分佈' }),
    ).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/report-tc.png`, fullPage: true });
    await page.goto('/academic');
    await scrollToChart(
      page,
      '圖表',
      page.locator('[data-chart="job-posts-decided"]').getByRole('heading', { name: '每週已決定的職位' }),
    );
    await page.screenshot({ path: `${SHOTS}/home-tc.png`, fullPage: true });
    await expectAccessible(page);
  });
});
