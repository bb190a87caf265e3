import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { expectAccessible, settled, shot, signIn } from './helpers';

/**
 * The daily digest in the browser (issue 39): the profile's preview of today's mail in a
 * sandboxed frame, its one-click unsubscribe reflected on the profile screen, and its links,
 * which choose the module before the page opens, also through sign-in.
 */

async function openPreview(page: Page) {
  await page.getByRole('link', { name: 'Detail' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Personal Profile' })).toBeVisible();
  await page.getByRole('button', { name: "Preview today's digest" }).click();
  const dialog = page.getByRole('dialog', { name: "Today's digest" });
  await expect(dialog.getByRole('status')).toBeVisible();
  return dialog;
}

const receive = (page: Page) => page.getByRole('radiogroup', { name: /Receive Notification/ });

test.describe('daily digest', () => {
  test.describe.configure({ timeout: 150_000 });

  test("the profile previews today's mail; its unsubscribe link turns Receive Notification to N", async ({ page }) => {
    await signIn(page, 'as05');
    const dialog = await openPreview(page);
    await expect(dialog.getByRole('status')).toHaveText("This mail goes out with today's digest run.");
    await expect(dialog.getByText(/^Subject: WIL Academic, \d{2} \w{3} \d{4}: \d+ things wait for you$/)).toBeVisible();
    const frame = dialog.frameLocator('iframe[title="The digest mail as it would be sent"]');
    await expect(frame.getByRole('heading', { name: 'Your daily digest' })).toBeVisible();
    await expect(frame.getByRole('heading', { name: 'Submissions awaiting your marks' })).toBeVisible();
    // Sandboxed: no script, no navigation out of the frame.
    await expect(dialog.locator('iframe')).toHaveAttribute('sandbox', '');
    // The dialog around the mail; axe cannot run inside a frame that allows no script.
    await settled(page);
    const axe = await new AxeBuilder({ page }).exclude('iframe').analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    await shot(page, 'digest-preview');
    const unsubscribe = await frame.getByRole('link', { name: 'Stop these mails' }).getAttribute('href');
    expect(unsubscribe).toMatch(/\/digest\/unsubscribe\?token=/);
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(receive(page).getByRole('radio', { name: 'Yes' })).toBeChecked();
    await expectAccessible(page);

    // The mail's link asks first (a GET changes nothing), then one click.
    await page.goto(unsubscribe!);
    await expect(page.getByText(/Stop the daily digest mails to/)).toBeVisible();
    await page.getByRole('button', { name: 'Stop these mails' }).click();
    await expect(page.getByRole('status')).toContainText('you will get no more digest mails');
    await shot(page, 'digest-unsubscribed');
    // Used once: the same link again changes nothing and says so.
    await page.goto(unsubscribe!);
    await expect(page.getByRole('status')).toHaveText('This link was already used. Nothing was changed.');

    await page.goto('/academic/academicDetail');
    await expect(receive(page).getByRole('radio', { name: 'No' })).toBeChecked();
    const after = await openPreview(page);
    await expect(after.getByRole('status')).toHaveText('No mail goes out: Receive Notification is N.');
    await after.getByRole('button', { name: 'Close' }).last().click();
    // Back to Y, as a person would do it, for the specs after this one.
    await receive(page).getByText('Yes').click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText("You've successfully updated Personal Profile.")).toBeVisible();
  });

  test("a mail's link chooses the module and opens its page; one of a module not the person's is refused", async ({
    page,
  }) => {
    await signIn(page, 'mc01');
    const dialog = await openPreview(page);
    const frame = dialog.frameLocator('iframe');
    const item = frame.getByRole('listitem').filter({ hasText: 'assignments past their deadline' }).first();
    const href = (await item.getByRole('link', { name: 'Open' }).getAttribute('href'))!;
    expect(href).toMatch(
      /\/academic\/open\?to=modules\.assignmentList&prog=\d+&choice=modules\.cohortModule&value=\d+&p\.showStatus=overdue$/,
    );
    const code = (await item.textContent())!.split(' ')[0]!;
    await page.goto(href);
    await expect(page).toHaveURL(/\/academic\/assignmentList\/overdue$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(code).first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('wilAcademicCohortModuleId'))).toBe(
      href.match(/value=(\d+)/)![1],
    );

    // A module of a programme mc01 holds no role in (the demo's BBA modules).
    const value = Number(href.match(/value=(\d+)/)![1]) + 2;
    await page.goto(`/academic/open?to=wpa.management&choice=modules.cohortModule&value=${value}`);
    await expect(page.getByText('This link cannot be opened')).toBeVisible();
    await expect(page.getByText('What this link opens does not exist, or is not yours to see.')).toBeVisible();
    await page.goto('/academic/open?to=nowhere.page');
    await expect(page.getByText('The page this link opens is not available here.')).toBeVisible();
  });

  test('the language chosen in the header is kept on the server: the mail is written in it', async ({ page }) => {
    // The save of each choice answered, so the preview reads it and a later sign-in's save does not overtake it.
    const saved = (language: string) =>
      page.waitForResponse(
        (r) => r.url().endsWith('/user/saveLanguage') && r.request().postData()?.includes(language) === true,
      );
    const signedInSave = saved('"EN"');
    await signIn(page, 'as03');
    await signedInSave;
    const tcSave = saved('"TC"');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('TC');
    await tcSave;
    await page.getByRole('link', { name: '個人資料' }).click();
    await page.getByRole('button', { name: '預覽今日摘要' }).click();
    const dialog = page.getByRole('dialog', { name: '今日摘要' });
    await expect(dialog.getByText(/^主旨：WIL Academic，\d{2} \w{3} \d{4}：有 \d+ 項事務待您處理$/)).toBeVisible();
    await expect(dialog.frameLocator('iframe').getByRole('heading', { name: '您的每日摘要' })).toBeVisible();
    await dialog.getByRole('button', { name: '關閉' }).last().click();
    // Back to EN on the server for the next run of this spec.
    const enSave = saved('"EN"');
    await page.getByRole('combobox', { name: '語言' }).selectOption('EN');
    await enSave;
  });

  test('a link opened without a session goes through sign-in, then opens', async ({ page }) => {
    await page.goto('/academic/open?to=job-review.seeAllJobPostings&prog=1');
    await expect(page.getByLabel('User ID')).toBeVisible();
    await page.getByLabel('User ID').fill('mc01');
    await page.getByLabel('Password').fill('demo');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/academic\/academicSeeAllJobPosting$/);
  });
});
