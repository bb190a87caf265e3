import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { shot, signIn } from './helpers';

/**
 * Issue 27: the shell speaks the user's language throughout. Labels of data (role codes, module,
 * job post and application statuses) come from the locales by code, and a tag shows its whole
 * text, never one character and an ellipsis. Dates stay en-au in every language (spec 000 §1).
 */

type Labels = Record<string, Record<string, unknown>>;
const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Labels;
const core = { en: read('core/client/locales/en.json'), tc: read('core/client/locales/zh-Hant.json') };
const jobReview = {
  en: read('plugins/job-review/client/locales/en.json'),
  tc: read('plugins/job-review/client/locales/zh-Hant.json'),
};
/** The module statuses come with the modules plugin, whose Assessment card shows them (issue 28). */
const modules = {
  en: read('plugins/modules/client/locales/en.json'),
  tc: read('plugins/modules/client/locales/zh-Hant.json'),
};
const PRODUCT = 'WIL'; // config/app.json's product name, in {{product}}

/** The TC label of a status tag's code, by the tag's kind (the same keys as the screens use). */
function tcLabel(kind: 'job' | 'appl' | 'module', code: string) {
  const pick = (l: Labels) => {
    if (kind === 'appl') return (l.applStatus as Record<string, string>)[code];
    return (l.jobStatus as Record<string, string>)[code === 'REVIEW_REJECT' ? 'REJECTED' : code];
  };
  const moduleLabel = (l: Labels) => (l.moduleStatus as Record<string, string>)[code];
  const tc = kind === 'module' ? moduleLabel(modules.tc) : pick(jobReview.tc);
  const en = kind === 'module' ? moduleLabel(modules.en) : pick(jobReview.en);
  expect(tc, `${kind} status ${code} has a zh-Hant label`).toBeTruthy();
  expect(tc, `${kind} status ${code} is translated`).not.toBe(en);
  return tc!.replace('{{product}}', PRODUCT);
}

async function inTc(page: Page) {
  await page.evaluate(() => localStorage.setItem('wilAcademicLanguage', 'TC'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
}

/** Brings the grid's last columns into view: AG Grid renders only the columns it shows. */
async function scrollGridRight(grid: Locator) {
  await grid.locator('.ag-body-horizontal-scroll-viewport').evaluate((e) => (e.scrollLeft = e.scrollWidth));
}

/**
 * Every status tag in `scope`: its text, and whether it shows whole: no ellipsis, its text within
 * its own box (scrollWidth <= clientWidth) and its box within its grid cell or its parent.
 */
async function tags(scope: Locator) {
  return scope.locator('.bp6-tag[data-status]').evaluateAll((els) =>
    els.map((el) => {
      const tag = el as HTMLElement;
      const box = tag.getBoundingClientRect();
      const holder = (tag.closest('.ag-cell') ?? tag.parentElement)!.getBoundingClientRect();
      const inside =
        box.left >= holder.left - 0.5 &&
        box.right <= holder.right + 0.5 &&
        box.top >= holder.top - 0.5 &&
        box.bottom <= holder.bottom + 0.5;
      return {
        status: tag.dataset.status!,
        text: tag.textContent,
        whole: !tag.querySelector('.bp6-text-overflow-ellipsis') && tag.scrollWidth <= tag.clientWidth && inside,
      };
    }),
  );
}

async function expectWholeTc(scope: Locator, kind: 'job' | 'appl' | 'module') {
  const found = await tags(scope);
  expect(found.length, `${kind} status tags shown`).toBeGreaterThan(0);
  for (const t of found) expect(t).toEqual({ status: t.status, text: tcLabel(kind, t.status), whole: true });
}

test.describe('the shell speaks the user language throughout (issue 27)', () => {
  test('TC: role names and status tags show their translated, whole text', async ({ page }) => {
    await signIn(page, 'mc01');
    await inTc(page);
    const roles = core.tc.role as Record<string, string>;
    expect(roles.MODULE_CONVENER).not.toBe((core.en.role as Record<string, string>).MODULE_CONVENER);

    // User Profile card: mc01's roles in BSCCS, by code, in TC (the server sends them in English).
    const card = page.locator('.wil-profile-card');
    await expect(card.getByRole('heading', { name: '用戶資料' })).toBeVisible();
    const role = card.locator('dt:text-is("角色") + dd');
    await expect(role).toHaveText(`${roles.MODULE_CONVENER}、${roles.ACADEMIC_SUPERVISOR}`);
    expect(await role.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);

    // Assessment card: the module's status whole (it showed '生…').
    const assessment = page.locator('.home-card', { has: page.getByRole('heading', { name: '評核' }) });
    await expect(assessment.locator('.bp6-tag[data-status]').first()).toBeVisible();
    await expectWholeTc(assessment, 'module');

    // Active Job Postings' cards and the table of applications in processing.
    await expect(page.getByTestId('active-jobs').locator('.bp6-tag').first()).toBeVisible();
    await expectWholeTc(page.getByTestId('active-jobs'), 'job');
    const processing = page.getByRole('region', {
      name: (jobReview.tc.home!.table as Record<string, string>).title,
      exact: true,
    });
    // Below the fold: AG Grid and the rows come when it is scrolled near.
    await processing.scrollIntoViewIfNeeded();
    await expect(processing.locator('.ag-row').first()).toBeVisible();
    await scrollGridRight(processing);
    await expect(processing.locator('.bp6-tag[data-status]').first()).toBeVisible();
    await expectWholeTc(processing, 'appl');
    await shot(page, 'languages-home-tc');

    // All student applications: the job post's and the application's statuses.
    await page.goto('/academic/academicStudentAllApplications');
    const all = page.getByRole('region', { name: jobReview.tc.allAppl!.table as string, exact: true });
    await expect(all.locator('.bp6-tag[data-status]').first()).toBeVisible();
    await expectWholeTc(all.locator('[col-id="job_post_status"]'), 'job');
    await scrollGridRight(all);
    await expect(all.locator('[col-id="job_appl_status"] .bp6-tag').first()).toBeVisible();
    await expectWholeTc(all.locator('[col-id="job_appl_status"]'), 'appl');
    // Dates stay en-au in every language (spec 000 §1).
    await expect(all.locator('[col-id="apply_date"].ag-cell').first()).toHaveText(/^\d{2} [A-Z][a-z]{2} \d{4}$/);
    await shot(page, 'languages-applications-tc');

    // All job postings, box view then list view.
    await page.goto('/academic/academicSeeAllJobPosting');
    await expect(page.locator('.jr-job-card .bp6-tag').first()).toBeVisible();
    await expectWholeTc(page.locator('.jr-page'), 'job');
    await page.getByRole('button', { name: '列表' }).click();
    await expect(page.locator('[col-id="job_post_status"] .bp6-tag').first()).toBeVisible();
    await expectWholeTc(page.getByRole('region', { name: jobReview.tc.allJobs!.table as string, exact: true }), 'job');

    // The profile's list of roles in the selected cohort.
    await page.goto('/academic/academicDetail');
    const list = page.locator('.wil-profile-roles');
    await expect(list.getByRole('listitem').first()).toBeVisible();
    const texts = await list.getByRole('listitem').allTextContents();
    for (const t of texts) expect(t).toMatch(new RegExp(`— (${Object.values(roles).join('|')})$`));
  });
});
