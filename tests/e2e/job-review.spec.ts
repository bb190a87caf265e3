import { expect, test, type Page } from '@playwright/test';
import { call, expectAccessible, settled, shot, signIn } from './helpers';

/**
 * Job post and application review screens (spec 000 §2, §4, §5, §8) against the demo data:
 * mc01 is the MC of BSCCS, pl01 its programme leader.
 */

interface Post {
  jobId: number;
  jobTitle: string;
  lastApplyDate: string;
  deadlinePassed?: boolean;
  studentList?: { assignUserType: string }[];
}
interface Appl {
  jobApplId: number;
  jobApplStatus: string;
  specialArrange: string;
  jobSpecialArrange: string;
  firstName: string;
}

const today = () => new Date().toISOString().slice(0, 10);

/** The BSCCS posts waiting for review, split by the deadline rule and partner assignment. */
async function submittedPosts(page: Page) {
  const { submittedJobList } = await call<{ submittedJobList: Post[] }>(
    page,
    'academicHome/searchJobListAndStudentApplList',
    { progCodeList: ['BSCCS'] },
  );
  const full = await Promise.all(
    submittedJobList.map((j) => call<Post>(page, 'academicHome/searchById', { jobId: j.jobId })),
  );
  const late = full.filter((j) => j.lastApplyDate.slice(0, 10) < today());
  const open = full.filter((j) => j.lastApplyDate.slice(0, 10) >= today());
  const free = open.filter((j) => !(j.studentList ?? []).some((s) => s.assignUserType === 'PARTNER'));
  const locked = open.filter((j) => (j.studentList ?? []).some((s) => s.assignUserType === 'PARTNER'));
  return { late, open, free, locked };
}

async function reviewingAppls(page: Page) {
  const { list } = await call<{ list: Appl[] }>(page, 'academicHome/searchAppl', {
    page: 1,
    startRow: 0,
    pageSize: 50,
    jobApplStatusList: ['TEACHER_REVIEWING'],
    progCodeList: ['BSCCS'],
    orderBy: 'job_appl_id',
  });
  return list;
}

const done = async (page: Page, message: string) => {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(message)).toBeVisible();
  return dialog;
};

test.describe.configure({ mode: 'serial' });

test.describe('job post review (spec 000 §2, §4, §5)', () => {
  test('pl01 sees posts and applications without any action', async ({ page }) => {
    await signIn(page, 'pl01');
    const { open, late } = await submittedPosts(page).catch(async () => {
      // pl01 is no MC: the pending list is empty for them, so look the posts up through the list call.
      return { open: [] as Post[], late: [] as Post[] };
    });
    const { list } = await call<{ list: Post[] }>(page, 'academicHome/searchAllJobList', {
      page: 1,
      pageSize: 50,
      startRow: 0,
      progCodeList: ['BSCCS'],
      jobPostStatusList: ['SUBMITTED'],
    });
    const post = [...open, ...late, ...list][0]!;
    await page.goto(`/academic/academicReviewJobPosting/${post.jobId}/view`);
    await expect(page.getByRole('heading', { name: 'Review Job Posting', level: 1 })).toBeVisible();
    await expect(page.getByText(post.jobTitle).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Reject' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Assigned Students' })).toHaveCount(0);
    // The convener-only comment is not shown to a programme leader.
    await expect(page.getByRole('heading', { name: 'Additional Comment' })).toHaveCount(0);
    await shot(page, 'job-review-pl-view');
    await expectAccessible(page);

    await page.goto('/academic/academicSeeAllJobPosting');
    await expect(page.getByTestId('job-cards')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Actions for job/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Management' }).first()).toBeVisible();

    const { list: appls } = await call<{ list: Appl[] }>(page, 'academicHome/searchAppl', {
      page: 1,
      startRow: 0,
      pageSize: 5,
      jobApplStatusList: ['TEACHER_REVIEWING'],
      progCodeList: ['BSCCS'],
    });
    await page.goto(`/academic/acdemicReviewStudentApplications/${appls[0]!.jobApplId}`);
    await expect(page.getByRole('heading', { name: 'Review Student Application' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Reject' })).toHaveCount(0);
    await page.goto('/academic/academicStudentAllApplications');
    await expect(page.getByRole('button', { name: /^View application/ }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Actions for application/ })).toHaveCount(0);
  });

  test('mc01 approves a post with assigned students', async ({ page }) => {
    await signIn(page, 'mc01');
    const { free } = await submittedPosts(page);
    const post = free[0]!;
    const { list: students } = await call<{ list: { studentAcctId: string; studentName: string }[] }>(
      page,
      'academicHome/searchStudentList',
      { studentName: '', page: 1, pageSize: 5, progCodeList: ['BSCCS'] },
    );
    await page.goto(`/academic/academicReviewJobPosting/${post.jobId}/view`);
    await expect(page.getByRole('heading', { name: 'Review Job Posting' })).toBeVisible();
    await expect(page.getByTestId('job-fields')).toContainText('Application Deadline');
    await shot(page, 'job-review-mc-view');
    await expectAccessible(page);

    // Company contact popover and Company Info modal.
    await page.getByRole('button', { name: 'Company Contact' }).click();
    await expect(page.getByText('Contact Name')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Company Info' }).click();
    const info = page.getByRole('dialog', { name: 'Company Info' });
    await expect(info.getByRole('heading', { name: 'Company Profile' })).toBeVisible();
    await expect(info.locator('script')).toHaveCount(0);
    await shot(page, 'job-review-company-info');
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    // The Assigned Students dialog: comma-separated IDs and names, an invalid one, duplicates.
    await page.getByRole('button', { name: 'Assigned Students' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assigned Students' });
    // Blueprint moves focus into the dialog when its opening transition ends: an Enter pressed
    // before that can land on the dialog instead of the field.
    await settled(page);
    const search = dialog.getByLabel('Student ID or Student Name');
    await search.fill(
      `${students[0]!.studentAcctId}, ${students[1]!.studentAcctId}, ${students[0]!.studentAcctId}, NOSUCH999`,
    );
    await search.press('Enter');
    await expect(dialog.getByText('Student ID or Student Name: NOSUCH999 is invalid.')).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'Students to assign' }).getByRole('listitem')).toHaveCount(2);
    await shot(page, 'job-review-assign-students');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByTestId('assigned-students').getByRole('listitem')).toHaveCount(2);

    await page.getByLabel('Additional comment (convener only)').fill('Checked with the company by phone.');
    await page.getByRole('button', { name: 'Approve' }).click();
    const result = await done(
      page,
      "You've approved the job posting. This job posting will be published to the student's job portal momentarily.",
    );
    await shot(page, 'job-review-approved');
    await result.getByRole('button', { name: 'Done' }).click();
    await expect(page.locator('[data-status="ACTIVE"]').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    // The decision history shows the approval.
    await expect(page.getByRole('heading', { name: 'Decision History' })).toBeVisible();
    await expect(page.getByTestId('assigned-students').getByRole('listitem')).toHaveCount(2);
    const saved = await call<Post>(page, 'academicHome/searchById', { jobId: post.jobId });
    expect(saved.studentList).toHaveLength(2);
  });

  test('mc01 approves a post with special arrangement', async ({ page }) => {
    await signIn(page, 'mc01');
    const { open } = await submittedPosts(page);
    const post = open[0]!;
    await page.goto(`/academic/academicReviewJobPosting/${post.jobId}/view`);
    await page.getByLabel('Special arrangement (students apply outside the platform)').check({ force: true });
    await page.getByLabel(/Special arrangement remark/).fill('Apply by email to the HR manager.');
    await page.getByRole('button', { name: 'Approve' }).click();
    const result = await done(page, 'You successfully approve this job posting with arrangement.');
    await result.getByRole('button', { name: 'Done' }).click();
    await expect(page.locator('[data-status="SPECIAL_ARRANGEMENT"]').first()).toBeVisible();
    await expect(page.getByText('Apply by email to the HR manager.').first()).toBeVisible();
  });

  test('mc01 rejects a post with a reason from the All Job Postings list', async ({ page }) => {
    await signIn(page, 'mc01');
    const { open } = await submittedPosts(page);
    const post = open[0]!;
    await page.goto('/academic/academicSeeAllJobPosting');
    await expect(page.getByRole('heading', { name: 'All Job Postings', level: 1 })).toBeVisible();
    await expect(page.getByTestId('job-cards')).toBeVisible();
    await shot(page, 'all-jobs-box');
    await expectAccessible(page);
    await page.getByLabel('Search by Job Title or Job ID').fill(String(post.jobId));
    await page.getByLabel('Search by Job Title or Job ID').press('Enter');
    const card = page.getByTestId(`job-card-${post.jobId}`);
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: `Actions for job ${post.jobId}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Special Arrangement' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Accept' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject Job Posting' });
    await dialog
      .getByLabel(
        'Please provide a reason for rejecting the job post (optional). The reason will be shared with the industry partner.',
      )
      .fill('The duties are not related to the programme.');
    await shot(page, 'all-jobs-reject-dialog');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Reject' }).click();
    const result = await done(
      page,
      "You've rejected the job posting. The job posting will not be published to the student's job portal.",
    );
    await result.getByRole('button', { name: 'Done' }).click();
    await expect(card.locator('[data-status="REJECTED"]')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Management' })).toBeVisible();
  });

  test('mc01 meets the deadline notice; Yes rejects the post', async ({ page }) => {
    await signIn(page, 'mc01');
    const { late } = await submittedPosts(page);
    const post = late[0]!;
    await page.goto(`/academic/academicReviewJobPosting/${post.jobId}/view`);
    await page.getByRole('button', { name: 'Approve' }).click();
    const notice = page.getByRole('dialog', { name: 'Warning' });
    await expect(notice.getByText(/reached its deadline and will be automatically rejected/)).toBeVisible();
    await shot(page, 'job-review-deadline-notice');
    await expectAccessible(page);
    await notice.getByRole('button', { name: 'No' }).click();
    await expect(notice).toHaveCount(0);
    await page.getByRole('button', { name: 'Reject' }).click();
    await page.getByRole('dialog', { name: 'Warning' }).getByRole('button', { name: 'Yes' }).click();
    const result = await done(
      page,
      "You've rejected the job posting. The job posting will not be published to the student's job portal.",
    );
    await result.getByRole('button', { name: 'Done' }).click();
    await expect(page.locator('[data-status="REJECTED"]').first()).toBeVisible();
  });

  test('detail mode is read only and leads to the related applications', async ({ page }) => {
    await signIn(page, 'mc01');
    const { list } = await call<{ list: Post[] }>(page, 'academicHome/searchAllJobList', {
      page: 1,
      pageSize: 5,
      startRow: 0,
      progCodeList: ['BSCCS'],
      jobPostStatusList: ['ACTIVE'],
      orderBy: 'studentApplQty DESC',
    });
    const post = list[0]!;
    await page.goto(`/academic/academicReviewJobPosting/${post.jobId}/detail`);
    await expect(page.getByRole('heading', { name: 'Job Posting Detail', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await shot(page, 'job-review-detail');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Related Student Job Application' }).click();
    await expect(page).toHaveURL(new RegExp(`/academic/academicStudentApplications/${post.jobId}$`));
    await expect(page.getByRole('heading', { name: 'Student Applications', level: 1 })).toBeVisible();
    await expect(page.locator('.ag-row').first()).toBeVisible();
    await shot(page, 'job-applications');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Review' }).first().click();
    await expect(page).toHaveURL(/acdemicReviewStudentApplications\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Review Student Application' })).toBeVisible();
    await page.getByRole('button', { name: 'Related Job Detail' }).click();
    await expect(page).toHaveURL(new RegExp(`/academicReviewJobPosting/${post.jobId}/detail$`));
  });
});

test.describe('job application review (spec 000 §2, §4)', () => {
  test('mc01 approves and rejects applications', async ({ page }) => {
    await signIn(page, 'mc01');
    const appls = await reviewingAppls(page);
    const plain = appls.filter((a) => a.specialArrange !== 'Y' && a.jobSpecialArrange !== 'Y');
    const [first, second] = plain;
    await page.goto(`/academic/acdemicReviewStudentApplications/${first!.jobApplId}`);
    await expect(page.getByRole('heading', { name: 'Review Student Application', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Resume' })).toBeVisible();
    await shot(page, 'appl-review');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Approve' }).click();
    const ok = await done(
      page,
      "You've successfully approved this application. The student will be notified momentarily.",
    );
    await ok.getByRole('button', { name: 'Done' }).click();
    await expect(page.locator('[data-status="PEND_IP_RECEIPT"]').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);

    await page.goto(`/academic/acdemicReviewStudentApplications/${second!.jobApplId}`);
    await page.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject Job Application' });
    await dialog
      .getByLabel(
        'Please input reason for rejecting the job application (optional). The reason will be shared with the student.',
      )
      .fill('Please take the prerequisite module first.');
    await shot(page, 'appl-reject-dialog');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    const no = await done(
      page,
      "You've successfully Rejected this application. The student will be notified momentarily.",
    );
    await no.getByRole('button', { name: 'Done' }).click();
    await expect(page.locator('[data-status="REJECTED"]').first()).toBeVisible();
  });

  test('an arrangement approval needs a comment to the student', async ({ page }) => {
    await signIn(page, 'mc01');
    const appls = await reviewingAppls(page);
    const special = appls.find((a) => a.specialArrange === 'Y' || a.jobSpecialArrange === 'Y');
    test.skip(!special, 'the demo data has no TEACHER_REVIEWING application with special arrangement');
    await page.goto(`/academic/acdemicReviewStudentApplications/${special!.jobApplId}`);
    await page.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog', { name: 'Accept with Special Arrangement' });
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(dialog.getByText('Please input the comments to student.').last()).toBeVisible();
    await dialog.getByLabel('Please input the comments to student.').fill('Apply by email to the company.');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    const ok = await done(
      page,
      "You've successfully approved this application. The student will be notified momentarily.",
    );
    await ok.getByRole('button', { name: 'Done' }).click();
    await expect(page.locator('[data-status="SPECIAL_ARRANGEMENT"]').first()).toBeVisible();
  });

  test('All Student Applications: search, sort, MC action menu', async ({ page }) => {
    await signIn(page, 'mc01');
    await page.goto('/academic/academicStudentAllApplications');
    await expect(page.getByRole('heading', { name: 'All Student Applications', level: 1 })).toBeVisible();
    await expect(page.locator('.ag-row').first()).toBeVisible();
    await shot(page, 'all-applications');
    await expectAccessible(page);
    const sorted = page.waitForRequest(
      (r) => r.url().endsWith('/api/academicHome/searchAppl') && r.postDataJSON().orderBy === 'apply_date',
    );
    await page.getByRole('button', { name: 'Sort' }).click();
    await page.getByRole('option', { name: 'Date Applied' }).click();
    await sorted;
    const menu = page.getByRole('button', { name: /^Actions for application/ }).first();
    await expect(menu).toBeVisible();
    await menu.click();
    await expect(page.getByRole('menuitem', { name: 'Accept' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Reject' })).toBeVisible();
    await page.keyboard.press('Escape');
    const searched = page.waitForRequest(
      (r) => r.url().endsWith('/api/academicHome/searchAppl') && r.postDataJSON().keyword === 'Intern',
    );
    await page.getByLabel('Search by Job ID, Job Title, Student ID or Student').fill('Intern');
    await searched;
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByLabel('Search by Job ID, Job Title, Student ID or Student')).toHaveValue('');
  });
});

test.describe('lists (spec 000 §2, §5)', () => {
  test('All Job Postings: list view, date range messages, work location, sort', async ({ page }) => {
    await signIn(page, 'mc01');
    await page.goto('/academic/academicSeeAllJobPosting');
    // Until Blueprint's range input has loaded the fields are plain ones, and the swap can drop what
    // was typed into them (seen once on CI): type until the message shows.
    await expect(async () => {
      await page.getByLabel('From').fill('01/05/2030');
      await page.getByLabel('To').fill('01/04/2030');
      await expect(page.getByText('The end date cannot be earlier than the start date.')).toBeVisible({
        timeout: 3000,
      });
    }).toPass({ timeout: 30_000 });
    await page.getByLabel('To').fill('15/05/2030');
    await page.getByLabel('From').fill('01/06/2030');
    await expect(page.getByText('The start date cannot be later than the end date.')).toBeVisible();
    await page.keyboard.press('Escape');
    await shot(page, 'all-jobs-date-range');
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByText('The start date cannot be later than the end date.')).toHaveCount(0);
    const loc = page.getByLabel('Work Location');
    expect(await loc.locator('option').count()).toBeGreaterThan(1);
    const sorted = page.waitForRequest(
      (r) => r.url().endsWith('/api/academicHome/searchAllJobList') && r.postDataJSON().orderBy === 'last_apply_date',
    );
    await page.getByRole('button', { name: 'Sort' }).click();
    await page.getByRole('option', { name: 'Application Deadline' }).click();
    await sorted;
    await page.getByRole('button', { name: 'List' }).click();
    await expect(page.locator('.ag-row').first()).toBeVisible();
    await shot(page, 'all-jobs-list');
    await expectAccessible(page);
    // Nine cards a page in the box view.
    await page.getByRole('button', { name: 'Reset' }).click();
    await page.getByRole('button', { name: 'Box' }).click();
    await expect(page.getByTestId('job-cards').locator('[data-testid^="job-card-"]')).toHaveCount(9);
    await expect(page.getByRole('navigation', { name: 'Job card pages' })).toBeVisible();
  });

  test('student lists by year; a year outside 0 to 4 is the fallback page', async ({ page }) => {
    await signIn(page, 'mc01');
    for (const [route, title] of [
      ['academicTotalNumberStudent', 'Total Number of Students'],
      ['academicStudentNoApplications', 'Students with No Accepted Job Offer'],
      ['academicNumberOfStudents', 'Students with In-progress Job Applications'],
    ] as const) {
      await page.goto(`/academic/${route}/0`);
      await expect(page.getByRole('heading', { name: new RegExp(title), level: 1 })).toBeVisible();
      await expect(page.getByRole('columnheader', { name: 'Designated Programme' })).toBeVisible();
      await shot(page, `students-${route}`);
      await expectAccessible(page);
    }
    await page.goto('/academic/academicTotalNumberStudent/0');
    await expect(page.locator('.ag-row').first()).toBeVisible();
    const searched = page.waitForRequest(
      (r) =>
        r.url().endsWith('/api/academicHome/searchAcademicTotalNumberStudent') &&
        r.postDataJSON().studentName === 'zzz',
    );
    await page.getByLabel('Search by Student ID, Student Name').fill('zzz');
    await page.getByLabel('Search by Student ID, Student Name').press('Enter');
    await searched;
    await expect(page.getByText('No record is found.')).toBeVisible();
    await page.goto('/academic/academicTotalNumberStudent/7');
    await expect(page.getByText('Page not found')).toBeVisible();
    await page.goto('/academic/academicReviewJobPosting/1/edit');
    await expect(page.getByText('Page not found')).toBeVisible();
  });
});
