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

  test('a slow older page never overwrites the newer one, and a failure shows once, in the banner', async ({
    page,
  }) => {
    await signIn(page, 'mc01');
    await page.goto('/academic/resources');
    const list = page.getByRole('list', { name: 'Resource pages' });
    await expect(list.getByRole('listitem')).toHaveCount(20);
    const firstTitle = await list.getByRole('listitem').first().textContent();

    // Page 2 answers late: by then the user has gone back to page 1, whose answer must stay.
    let page2Asked!: () => void;
    const asked = new Promise<void>((r) => (page2Asked = r));
    await page.route('**/api/resource/searchAll', async (route) => {
      if ((route.request().postDataJSON() as { page: number }).page === 2) {
        page2Asked();
        await new Promise((r) => setTimeout(r, 1500));
      }
      await route.continue().catch(() => undefined); // the screen aborted it: nothing to answer
    });
    await page.getByRole('button', { name: 'Next' }).click();
    await asked;
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await page.waitForTimeout(2000);
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await expect(list).toHaveAttribute('start', '1');
    await expect(list.getByRole('listitem').first()).toHaveText(firstTitle!);
    await page.unroute('**/api/resource/searchAll');

    // A refused page: the spec's banner shows the message; no toast repeats it.
    await page.route('**/api/resource/searchById', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({ msg: 'This resource page is not available.', object: null, errorCode: 'NOT_FOUND' }),
      }),
    );
    await list.getByRole('link').first().click();
    await expect(page.getByText('This resource page is not available.')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Back to Resources' })).toBeVisible();
  });
});
