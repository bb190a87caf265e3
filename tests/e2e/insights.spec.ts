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

/** A chart's category (a module code) of the nth row and its first series' header, read from its table. */
async function tableOf(chart: Locator, row: number) {
  await chart.getByText('Show as table').click();
  const table = chart.getByRole('table');
  const category = (await table.locator('tbody tr').nth(row).locator('th').textContent())!;
  const firstSeries = (await table.locator('thead th').nth(1).textContent())!;
  await chart.getByText('Show as table').click();
  return { category, firstSeries };
}

/** Keyboard drill-down as a mouse user clicks: Tab into the chart, right to the second bar, Enter. */
async function openSecondBar(page: Page, chart: Locator) {
  await expect(chart.locator('canvas').first()).toBeVisible({ timeout: 30_000 });
  await chart.getByRole('button', { name: 'Download CSV' }).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowRight');
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
    await signIn(page);
    await openInsights(page);
    const wpa = page.locator('[data-chart="wpa-forms-by-status-per-module"]');
    const { category: wpaModule, firstSeries } = await tableOf(wpa, 1);
    expect(firstSeries).toBe('Pending Send');
    await openSecondBar(page, wpa);
    // The module is set through the link page (the modules area's choice), then WPA Management.
    await expect(page).toHaveURL(/\/academic\/WPAManagement\/pendingSend$/);
    await expect(page.getByRole('heading', { level: 1, name: 'WPA Management' })).toBeVisible();
    await expect(page.locator('.wpa-module-name')).toContainText(wpaModule);
    await expect(page.locator('.wpa-title-row')).toContainText('Pending Send');

    await openInsights(page);
    const assignments = page.locator('[data-chart="assignments-by-status-per-module"]');
    const { category: assignModule, firstSeries: notStarted } = await tableOf(assignments, 1);
    expect(notStarted).toBe('Not Started');
    await openSecondBar(page, assignments);
    await expect(page).toHaveURL(/\/academic\/assignmentList$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Assignments' })).toBeVisible();
    await expect(page.locator('#mod-module-title')).toContainText(assignModule);
    await expect(page.getByRole('tab', { selected: true })).toBeVisible();
  });

  test("AG Charts' own texts follow the language: the chart area's label in TC and SC", async ({ page }) => {
    await signIn(page);
    await openInsights(page);
    const area = (lang: string) =>
      page.locator('[data-chart="wpa-forms-by-status-per-module"]').getByRole('img', { name: lang, exact: true });
    await expect(area('interactive chart')).toBeAttached({ timeout: 30_000 });
    await inLanguage(page, 'TC', 'zh-Hant');
    await expect(area('互動圖表')).toBeAttached({ timeout: 30_000 });
    await inLanguage(page, 'SC', 'zh-Hans');
    await expect(area('互动图表')).toBeAttached({ timeout: 30_000 });
  });
});
