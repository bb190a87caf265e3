import { expect, test } from '@playwright/test';
import { expectAccessible, shot, signIn } from './helpers';

test.describe('resources (spec 001 §2 Resources)', () => {
  test('browse the numbered list, open a page, reload it, and download an attachment', async ({ page }) => {
    await signIn(page, 'mc01');
    await page.getByRole('link', { name: 'Resources' }).first().click();
    await expect(page).toHaveURL(/\/academic\/resources$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();
    const items = page.getByRole('list', { name: 'Resource pages' }).getByRole('listitem');
    await expect(items).toHaveCount(20);
    await expect(page.getByText('Student-only')).toHaveCount(0);
    await expectAccessible(page);
    await shot(page, 'resources-list');

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Resource pages' })).toHaveAttribute('start', '21');
    await expect(items.first()).toBeVisible();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByText('Page 1 of 2')).toBeVisible();

    await page.getByRole('link', { name: 'WIL Handbook for Academic Supervisors' }).click();
    await expect(page).toHaveURL(/\/academic\/resourcesContext$/);
    const title = page.getByRole('heading', { level: 1, name: 'WIL Handbook for Academic Supervisors' });
    await expect(title).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('wilAcademicResourceId'))).toMatch(/^\d+$/);
    await expect(page.getByRole('heading', { name: 'Your checklist' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Key dates of the current cohort' })).toBeVisible();
    await expect(page.getByRole('img', { name: /four stages of a WIL placement/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Attachment' })).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'resources-page');

    await page.reload();
    await expect(title).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'WIL Student Handbook (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('WIL_Student_Handbook.pdf');
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    expect((await readFile(path)).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('rich content shows no script, handler, javascript: link or frame', async ({ page }) => {
    await signIn(page, 'as01');
    await page.goto('/academic/resources');
    await page.getByRole('link', { name: 'Frequently Asked Questions' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    const content = page.locator('.resource-content');
    await expect(content.getByText('Contact the WIL office for anything else.')).toBeVisible();
    expect(await content.locator('script, iframe, [onclick], a[href^="javascript"]').count()).toBe(0);
    await expectAccessible(page);
    await shot(page, 'resources-faq');
  });
});
