import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, shot, signIn } from './helpers';

/** The academic home dashboard (spec 000 §2 'Academic home'), on the demo data. */

/** The processing table sits below the fold: AG Grid and its rows come when it is scrolled near. */
const scrollToProcessing = (page: Page) =>
  page.getByRole('heading', { name: 'Student Applications in Processing' }).scrollIntoViewIfNeeded();

const num = async (text: Promise<string | null>) => Number((await text)?.trim());

test.describe('academic home (spec 000 §2)', () => {
  test('mc01 sees every card with counts, and the cards navigate', async ({ page }) => {
    // It walks every card and comes back to the home each time (a minute on a loaded machine).
    test.setTimeout(120_000);
    await signIn(page, 'mc01');
    await expect(page.getByRole('heading', { name: 'Job Overview' })).toBeVisible();
    await expect(page.getByTestId('stat-active')).not.toContainText('–');
    expect(await num(page.getByTestId('stat-active').locator('.home-stat-num').textContent())).toBeGreaterThan(0);
    expect(await num(page.getByTestId('stat-pending').locator('.home-stat-num').textContent())).toBeGreaterThan(0);
    await expect(page.getByText('Total Active Job Post')).toBeVisible();
    await expect(page.getByText('Job Post Pending MC Action')).toBeVisible();
    // The User Profile card stays.
    await expect(page.getByRole('heading', { name: 'User Profile' })).toBeVisible();
    // Assessment card, the modules plugin's (issue 28): its See All Modules opens the Module List.
    await expect(page.getByRole('heading', { name: 'Assessment' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'See All Modules' })).toHaveAttribute('href', '/academic/moduleList');
    // The MC's pending carousels and Active Job Postings.
    await expect(page.getByRole('heading', { name: /Pending Job Post Action/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Pending Job Application Action/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Active Job Postings' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Student Applications in Processing' })).toBeVisible();
    await expect(page.getByTestId('active-jobs').getByRole('listitem').first()).toBeVisible();
    await scrollToProcessing(page);
    // AG Grid's code and the first page are fetched only now (30 s on a loaded machine).
    await expect(page.locator('.ag-row').first()).toBeVisible({ timeout: 30_000 });
    await shot(page, 'home-mc');
    await expectAccessible(page);

    // Student counts: the carousel's pages and their year links.
    const slide = page.getByTestId('counts-slide');
    // Pause the 30-second autoplay (the checks above can take that long here) and go to page 1.
    await page.getByRole('button', { name: 'Pause the carousel' }).click();
    await page.getByRole('button', { name: 'All Students' }).click();
    await expect(slide.getByRole('heading', { name: 'All Students' })).toBeVisible();
    await expect(slide.getByTestId('count-0')).not.toContainText('–');
    expect(await num(slide.getByTestId('count-0').locator('.home-stat-num').textContent())).toBeGreaterThan(0);
    await expect(slide.getByTestId('count-4')).toContainText('Year 4+');
    await page.getByRole('button', { name: 'Next slide' }).first().click();
    await expect(slide.getByRole('heading', { name: 'Students with No Accepted Job Offer' })).toBeVisible();
    await expect(slide.getByTestId('count-2')).toHaveAttribute('href', '/academic/academicStudentNoApplications/2');
    await page.getByRole('button', { name: 'Next slide' }).first().click();
    await expect(slide.getByRole('heading', { name: 'Students with In-progress Job Application' })).toBeVisible();
    await expect(slide.getByTestId('count-0')).toHaveAttribute('href', '/academic/academicNumberOfStudents/0');
    await page.getByRole('button', { name: 'Next slide' }).first().click();
    await slide.getByTestId('count-1').click();
    await expect(page).toHaveURL(/\/academic\/academicTotalNumberStudent\/1$/);
    await expect(page.getByRole('heading', { name: 'Total Number of Students (Year 1)' })).toBeVisible();
    await page.goBack();

    // Review from the pending carousel.
    await page
      .getByRole('button', { name: /^Review job post / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/academicReviewJobPosting\/\d+\/view$/);
    await page.goBack();
    await page
      .getByRole('button', { name: /^Review application / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/acdemicReviewStudentApplications\/\d+$/);
    await page.goBack();

    // Active Job Postings: Student and Show Detail.
    const card = page.getByTestId('active-jobs').getByRole('listitem').first();
    await card.getByRole('button', { name: /^Student applications/ }).click();
    await expect(page).toHaveURL(/\/academicStudentApplications\/\d+$/);
    await page.goBack();
    await page
      .getByTestId('active-jobs')
      .getByRole('listitem')
      .first()
      .getByRole('button', { name: /^Show detail/ })
      .click();
    await expect(page).toHaveURL(/\/academicReviewJobPosting\/\d+\/detail$/);
    await page.goBack();

    // The processing table: MCs review.
    await scrollToProcessing(page);
    await page
      .getByRole('button', { name: /^Review application \d+$/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/acdemicReviewStudentApplications\/\d+$/);
  });

  test('Active Job Postings searches on typing and Enter, sorts and resets', async ({ page }) => {
    await signIn(page, 'mc01');
    const box = page.getByLabel('Search by Job Title or Job ID');
    const typed = page.waitForRequest(
      (r) => r.url().endsWith('/api/academicHome/searchJobList') && r.postDataJSON().jobTitle === 'Intern',
    );
    await box.fill('Intern');
    await typed;
    const entered = page.waitForRequest(
      (r) => r.url().endsWith('/api/academicHome/searchJobList') && r.postDataJSON().jobTitle === 'Data',
    );
    await box.fill('Data');
    await box.press('Enter');
    await entered;
    const sorted = page.waitForRequest(
      (r) => r.url().endsWith('/api/academicHome/searchJobList') && r.postDataJSON().sortBy === 'studentApplQty DESC',
    );
    await page.getByRole('button', { name: 'Sort' }).click();
    for (const option of [
      'Job Post Status',
      'Job Mode',
      'Employment Type',
      'IP Company',
      'Work Location',
      'Expected Date',
      'Student Applied',
      'Application Deadline',
    ]) {
      await expect(page.getByRole('option', { name: option })).toBeVisible();
    }
    await shot(page, 'home-sort-popover');
    await page.getByRole('option', { name: 'Student Applied' }).click();
    await sorted;
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(box).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Sort', exact: true })).toBeVisible();
  });

  test('the pending carousels show 4 cards a slide at 1408 px or less, 3 above', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await signIn(page, 'mc01');
    const slide = page.getByTestId('home-pending-jobs-slide');
    await expect(slide.getByRole('listitem')).toHaveCount(4);
    await page.setViewportSize({ width: 1600, height: 900 });
    await expect(slide.getByRole('listitem')).toHaveCount(3);
    await page.getByRole('button', { name: 'Next slide' }).nth(1).click();
    await expect(slide.getByRole('listitem').first()).toBeVisible();
    await shot(page, 'home-mc-wide');
  });

  test('the student counts advance every 30 seconds', async ({ page }) => {
    await signIn(page, 'mc01');
    await page.clock.install();
    await page.reload();
    const slide = page.getByTestId('counts-slide');
    await expect(slide.getByRole('heading', { name: 'All Students' })).toBeVisible();
    // The first advance comes 30 s after the card appeared (a few real seconds have passed since).
    await page.clock.fastForward(30_000);
    await expect(slide.getByRole('heading', { name: 'Students with No Accepted Job Offer' })).toBeVisible();
  });

  test('pl01 sees Active Job Postings but no pending carousels, and views applications', async ({ page }) => {
    await signIn(page, 'pl01');
    await expect(page.getByRole('heading', { name: 'Active Job Postings' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Pending Job Post Action/ })).toHaveCount(0);
    await scrollToProcessing(page);
    await expect(page.getByRole('button', { name: /^View application \d+$/ }).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: /^Review application/ })).toHaveCount(0);
    await shot(page, 'home-pl');
    await expectAccessible(page);
  });

  test('as01 sees neither the pending carousels nor Active Job Postings', async ({ page }) => {
    await signIn(page, 'as01');
    await expect(page.getByRole('heading', { name: 'Job Overview' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Student Applications in Processing' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Active Job Postings' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /Pending Job Post Action/ })).toHaveCount(0);
    await shot(page, 'home-as');
    await expectAccessible(page);
  });

  test('the dashboard and the review screens speak TC and SC', async ({ page }) => {
    await signIn(page, 'mc01');
    await page.evaluate(() => localStorage.setItem('wilAcademicLanguage', 'TC'));
    await page.reload();
    await expect(page.getByRole('heading', { name: '職位概覽' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '處理中的學生申請' })).toBeVisible();
    await shot(page, 'home-mc-tc');
    await page.goto('/academic/academicSeeAllJobPosting');
    await expect(page.getByRole('heading', { name: '所有職位', level: 1 })).toBeVisible();
    await page.evaluate(() => localStorage.setItem('wilAcademicLanguage', 'SC'));
    await page.reload();
    await expect(page.getByRole('heading', { name: '所有职位', level: 1 })).toBeVisible();
    await shot(page, 'all-jobs-sc');
  });
});
