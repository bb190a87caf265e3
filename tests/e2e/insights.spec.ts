import { expect, test, type Page } from '@playwright/test';
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

const LANGUAGES = [
  { code: 'EN', lang: 'en', menu: 'Insights', title: 'WPA completion per module', table: 'Show as table' },
  { code: 'TC', lang: 'zh-Hant', menu: '數據洞察', title: '各單元 WPA 完成進度', table: '以表格顯示' },
  { code: 'SC', lang: 'zh-Hans', menu: '数据洞察', title: '各单元 WPA 完成进度', table: '以表格显示' },
] as const;

test.describe('Insights (issue 38)', () => {
  test('opened from the left menu: the charts with the pickers, as a table, in three languages', async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page);
    for (const l of LANGUAGES) {
      if (l.code !== 'EN') await inLanguage(page, l.code, l.lang);
      await page.getByRole('navigation').getByRole('link', { name: l.menu }).click();
      await expect(page).toHaveURL(/\/academic\/insights$/);
      await expect(page.getByRole('heading', { level: 1, name: l.menu })).toBeVisible();
      // The header's pickers, as on the other screens of the selected programme.
      await expect(page.locator('#wil-programme')).toBeVisible();
      await expect(page.locator('#wil-cohort')).toBeVisible();
      const completion = page.locator('[data-chart="wpa-completion-by-week"]');
      await expect(completion.getByRole('heading', { name: l.title })).toBeVisible();
      for (const id of [
        'wpa-completion-by-week',
        'wpa-average-rating-per-question',
        'wpa-forms-by-status-per-module',
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
    }
  });
});
