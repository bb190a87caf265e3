import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, shot, signIn } from './helpers';

async function openFromMenu(page: Page, name: string) {
  await page.getByRole('button', { name: 'Report' }).click();
  await page.getByRole('menuitem', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

const grid = (page: Page) =>
  page
    .locator('.wil-report .wil-grid')
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') });

test.describe('reports', () => {
  test('Student Report: filter, sort, page, export, no record, accessible', async ({ page }) => {
    await signIn(page, 'mc01');
    await openFromMenu(page, 'Student Report');
    await expect(grid(page).first()).toBeVisible();
    await expect(grid(page)).toHaveCount(10);
    await shot(page, 'reports-student');
    await expectAccessible(page);

    // Student ID keeps letters and digits only.
    await page.getByLabel('Student ID').fill('ab-1 2!');
    await expect(page.getByLabel('Student ID')).toHaveValue('ab12');
    await page.getByLabel('Student ID').fill('');

    // Sort by name (server), then page 2.
    const firstBefore = await grid(page).first().textContent();
    await page.locator('.ag-header-cell[col-id="student_name"] .ag-header-cell-label').click();
    await expect.poll(async () => grid(page).first().textContent()).not.toBe(firstBefore);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText(/Page 2 of/)).toBeVisible();

    // Filter by status: page back to 1.
    await page.getByLabel('Status').selectOption({ label: 'Active' });
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText(/Page 1 of/)).toBeVisible();

    // Export: the download arrives with the spec's name.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    expect((await download).suggestedFilename()).toMatch(/^Student Report_\d{14}_\d{4}\.xlsx$/);

    // An explicit search with no result.
    await page.getByLabel('Student Name').fill('zzzzzzqqqq');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('No record is found.').first()).toBeVisible();
    await shot(page, 'reports-student-no-record');
  });

  test('Student Report: contact flags from the profile, in EN, TC and SC', async ({ page }) => {
    await signIn(page, 'mc01');
    const languages = [
      { lang: 'EN', title: 'Student Report', weChat: 'WeChat', yes: 'Yes', no: 'No' },
      { lang: 'TC', title: '學生報告', weChat: '微信', yes: '是', no: '否' },
      { lang: 'SC', title: '学生报告', weChat: '微信', yes: '是', no: '否' },
    ];
    for (const l of languages) {
      await page.evaluate((lang) => localStorage.setItem('wilAcademicLanguage', lang), l.lang);
      await page.goto('/academic/studentReport');
      await expect(page.getByRole('heading', { level: 1, name: l.title })).toBeVisible();
      await expect(grid(page)).toHaveCount(10);
      // The grid draws only the columns in view: scroll it to its right end, where the flags are.
      await page
        .locator('.wil-report .ag-body-horizontal-scroll-viewport')
        .evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      const header = page.locator('.ag-header-cell[col-id="we_chat"]');
      await expect(header).toContainText(l.weChat);
      const flags = page.locator('.wil-report .ag-cell[col-id="we_chat"]');
      // The demo's profiles mix both answers on the first page.
      await expect(flags.filter({ hasText: l.yes }).first()).toBeVisible();
      await expect(flags.filter({ hasText: l.no }).first()).toBeVisible();
      await shot(page, `reports-student-flags-${l.lang.toLowerCase()}`);
    }
  });

  for (const name of [
    'Job Posting Report',
    'Job Application Report',
    'Programme Parameter Report',
    'Student Enrolled Module Report',
    'WPA Record Report',
  ]) {
    test(`${name} opens from the menu, searches and exports`, async ({ page }) => {
      await signIn(page, 'pl01');
      await openFromMenu(page, name);
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page.getByText(/Total \d+/)).toBeVisible();
      await shot(page, `reports-${name.toLowerCase().replace(/ /g, '-')}`);
      await expectAccessible(page);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export' }).click();
      expect((await download).suggestedFilename()).toMatch(/_\d{14}_\d{4}\.xlsx$/);
    });
  }

  test('Industry Partner and Academic reports by route; an unknown report is the fallback page', async ({ page }) => {
    await signIn(page, 'mc01');
    await page.goto('/academic/ipReport');
    await expect(page.getByRole('heading', { level: 1, name: 'Industry Partner Report' })).toBeVisible();
    await expect(grid(page).first()).toBeVisible();
    await shot(page, 'reports-industry-partner');
    await expectAccessible(page);
    await page.goto('/academic/academicReport');
    await expect(page.getByRole('heading', { level: 1, name: 'Academic Report' })).toBeVisible();
    await expect(grid(page).first()).toBeVisible();
    await expectAccessible(page);
    await page.goto('/academic/noSuchReport');
    await expect(page.getByRole('heading', { level: 1, name: 'Academic Report' })).toHaveCount(0);
  });

  test('the filter form is checked in the browser by its precompiled validator, in the language on, without eval (issue 35)', async ({
    page,
  }) => {
    const refused: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy|Refused to|unsafe-eval/i.test(m.text()))
        refused.push(m.text());
    });
    page.on('pageerror', (e) => refused.push(e.message));
    await signIn(page, 'mc01');
    for (const l of [
      {
        lang: 'EN',
        title: 'Student Report',
        name: 'Student Name',
        search: 'Search',
        message: 'This value has characters that are not allowed.',
      },
      { lang: 'TC', title: '學生報告', name: '學生姓名', search: '搜尋', message: '此值包含不允許的字元。' },
    ]) {
      await page.evaluate((lang) => localStorage.setItem('wilAcademicLanguage', lang), l.lang);
      await page.goto('/academic/studentReport');
      await expect(page.getByRole('heading', { level: 1, name: l.title })).toBeVisible();
      await expect(grid(page).first()).toBeVisible();
      const searches: unknown[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith('/api/student/getExportList') && /;/.test(r.postData() ?? ''))
          searches.push(r.postDataJSON());
      });
      await page.getByLabel(l.name).fill('Chan; drop');
      await page.getByRole('button', { name: l.search, exact: true }).click();
      await expect(page.getByText(l.message)).toBeVisible();
      expect(searches, 'a refused form is not sent').toEqual([]);
      await shot(page, `reports-form-message-${l.lang}`);
    }
    expect(refused).toEqual([]);
  });

  test('Module By Cohort picker: Please select a record., then pick one', async ({ page }) => {
    await signIn(page, 'mc01');
    await openFromMenu(page, 'Student Enrolled Module Report');
    await page.getByRole('button', { name: 'Choose a module' }).click();
    const dialog = page.getByRole('dialog', { name: 'Module By Cohort' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog.getByText('Please select a record.')).toBeVisible();
    await dialog.locator('label.bp6-radio').first().click();
    await expect(dialog.getByRole('radio').first()).toBeChecked();
    await shot(page, 'reports-module-picker');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel('Module Code')).not.toHaveValue('');
  });
});
