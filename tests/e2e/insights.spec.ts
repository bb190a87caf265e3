import { expect, test, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { expectAccessible, signIn } from './helpers';

/**
 * Issue 38's Insights screen: opened from the left menu, the areas' charts across the selected
 * programme's modules, each with 'Show as table'; in EN, TC and SC; axe finds nothing serious.
 * Screenshots under .tmp/shots-insights for a look in each language.
 */
const SHOTS = '.tmp/shots-insights';
mkdirSync(SHOTS, { recursive: true });

async function inLanguage(page: Page, code: 'EN' | 'TC' | 'SC', lang: string) {
  await page.evaluate((c) => localStorage.setItem('wilAcademicLanguage', c), code);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

async function openInsights(page: Page, menu = 'Insights') {
  await page.getByRole('navigation').getByRole('link', { name: menu }).click();
  await expect(page).toHaveURL(/\/academic\/insights$/);
}

/** A chart's first category (a module code) and its series' headers, read from its table. */
async function tableOf(chart: Locator) {
  await chart.getByText('Show as table').click();
  const table = chart.getByRole('table');
  const category = (await table.locator('tbody tr').first().locator('th').textContent())!;
  const series = await table.locator('thead th').allTextContents();
  await chart.getByText('Show as table').click();
  return { category, series: series.slice(1) };
}

/** Keyboard drill-down as a mouse user clicks: Tab into the chart (its first bar), the keys, Enter. */
async function openBar(page: Page, chart: Locator, keys: string[] = []) {
  await expect(chart.locator('canvas').first()).toBeVisible({ timeout: 30_000 });
  await chart.getByRole('button', { name: 'Download CSV' }).focus();
  await page.keyboard.press('Tab');
  for (const key of keys) await page.keyboard.press(key);
  await page.keyboard.press('Enter');
}

const LANGUAGES = [
  {
    code: 'EN',
    lang: 'en',
    menu: 'Insights',
    title: 'WPA completion per module',
    assignTitle: 'Assignments by status per module',
    table: 'Show as table',
  },
  {
    code: 'TC',
    lang: 'zh-Hant',
    menu: '數據洞察',
    title: '各單元 WPA 完成進度',
    assignTitle: '各單元作業狀態',
    table: '以表格顯示',
  },
  {
    code: 'SC',
    lang: 'zh-Hans',
    menu: '数据洞察',
    title: '各单元 WPA 完成进度',
    assignTitle: '各单元作业状态',
    table: '以表格显示',
  },
] as const;

test.describe('Insights (issue 38)', () => {
  test('opened from the left menu: the charts with the pickers, as a table, in three languages', async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page);
    for (const l of LANGUAGES) {
      if (l.code !== 'EN') await inLanguage(page, l.code, l.lang);
      await openInsights(page, l.menu);
      await expect(page.getByRole('heading', { level: 1, name: l.menu })).toBeVisible();
      // The header's pickers, as on the other screens of the selected programme.
      await expect(page.locator('#wil-programme')).toBeVisible();
      await expect(page.locator('#wil-cohort')).toBeVisible();
      const completion = page.locator('[data-chart="wpa-completion-by-week"]');
      await expect(completion.getByRole('heading', { name: l.title })).toBeVisible();
      // The module area's chart beside the WPA area's (the same slot).
      const assignments = page.locator('[data-chart="assignments-by-status-per-module"]');
      await expect(assignments.getByRole('heading', { name: l.assignTitle })).toBeVisible();
      for (const id of [
        'wpa-completion-by-week',
        'wpa-average-rating-per-question',
        'wpa-forms-by-status-per-module',
        'assignments-by-status-per-module',
      ]) {
        // AG Charts' chunk (its own, 376 KB) may take a while on a busy machine.
        await expect(page.locator(`[data-chart="${id}"] canvas`).first()).toBeVisible({ timeout: 30_000 });
      }
      await page.screenshot({ path: `${SHOTS}/insights-${l.code.toLowerCase()}.png`, fullPage: true });
      await expectAccessible(page);

      const ratings = page.locator('[data-chart="wpa-average-rating-per-question"]');
      await ratings.getByText(l.table).click();
      await expect(ratings.getByRole('table').locator('tbody tr').first()).toBeVisible();
      expect(await ratings.getByRole('table').locator('tbody tr').count()).toBeGreaterThan(0);
      await page.screenshot({ path: `${SHOTS}/insights-table-${l.code.toLowerCase()}.png`, fullPage: true });
      await expectAccessible(page);

      await assignments.getByText(l.table).click();
      await expect(assignments.getByRole('table').locator('tbody tr').first()).toBeVisible();
      expect(await assignments.getByRole('table').locator('tbody tr').count()).toBeGreaterThan(0);
    }
  });

  test("a WPA bar opens WPA Management of that module with that status's list; an assignments bar, that module's assignments", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // Nothing chosen yet: the bar's module reaches the landing screen through the click alone.
    await signIn(page);
    await openInsights(page);
    const wpa = page.locator('[data-chart="wpa-forms-by-status-per-module"]');
    const { category: wpaModule, series } = await tableOf(wpa);
    expect(series.slice(0, 4)).toEqual(['Pending Send', 'Sent to IS', 'Returned to Student', 'Pending Review']);
    await openBar(page, wpa, ['ArrowDown', 'ArrowDown', 'ArrowDown']);
    // The module is set through the link page (the modules area's choice), then WPA Management.
    await expect(page).toHaveURL(/\/academic\/WPAManagement\/pendingReview$/);
    await expect(page.getByRole('heading', { level: 1, name: 'WPA Management' })).toBeVisible();
    await expect(page.locator('.wpa-module-name')).toContainText(wpaModule);
    await expect(page.locator('.wpa-title-row')).toContainText('Pending Review');

    await openInsights(page);
    const assignments = page.locator('[data-chart="assignments-by-status-per-module"]');
    const { category: assignModule, series: states } = await tableOf(assignments);
    expect(states[0]).toBe('Not Started');
    await openBar(page, assignments);
    await expect(page).toHaveURL(/\/academic\/assignmentList$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Assignments' })).toBeVisible();
    await expect(page.locator('#mod-module-title')).toContainText(assignModule);
    await expect(page.getByRole('tab', { selected: true })).toBeVisible();
  });

  test("AG Charts' own texts follow the language: the chart's and its legend's labels in TC and SC", async ({
    page,
  }) => {
    await signIn(page);
    await openInsights(page);
    const chart = page.locator('[data-chart="assignments-by-status-per-module"]');
    const labelled = (name: string) => chart.getByRole('switch', { name });
    await expect(labelled('Not Started, Legend item 1 of 6')).toBeAttached({ timeout: 30_000 });
    await expect(chart.getByRole('figure', { name: 'chart, 6 series' })).toBeAttached();
    await inLanguage(page, 'TC', 'zh-Hant');
    await expect(labelled('未開始, 圖例項目第 1 / 6')).toBeAttached({ timeout: 30_000 });
    await expect(chart.getByRole('figure', { name: '圖表，6 系列' })).toBeAttached();
    await inLanguage(page, 'SC', 'zh-Hans');
    await expect(chart.getByRole('figure', { name: '图表，共有6个系列' })).toBeAttached({ timeout: 30_000 });
  });
});
