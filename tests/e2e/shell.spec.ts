import { expect, test } from '@playwright/test';
import { expectAccessible, selected, shot, signIn } from './helpers';

test.describe('academic shell (spec 000 §2 academic shell)', () => {
  test('picks a programme automatically, switches programme and cohort', async ({ page }) => {
    await signIn(page, 'mc01');
    const programme = page.getByLabel('Programme', { exact: true });
    const cohort = page.getByLabel('Cohort', { exact: true });
    // On load the first programme of the current cohort is selected and its roles shown.
    await expect.poll(() => selected(programme)).toContain('BSCCS');
    await expect(page.getByText('Module Convener, Academic Supervisor')).toBeVisible();

    const recorded = page.waitForRequest((r) => r.url().endsWith('/api/sysUserLoginRecord/insertLoginRecord'));
    await programme.selectOption({ label: 'BSCDS BSc (Hons) Data Science and Analytics' });
    const body = (await recorded).postDataJSON();
    expect(body.roleCode).toBe('MODULE_CONVENER,ACADEMIC_SUPERVISOR');
    await expect(page.getByText('BSCDS BSc (Hons) Data Science and Analytics').last()).toBeVisible();

    // Choosing a cohort clears the programme selection.
    const years = await cohort.locator('option').allTextContents();
    expect(years.length).toBeGreaterThanOrEqual(2);
    await cohort.selectOption({ label: years[1]! });
    await expect(page.getByText('No programme selected').first()).toBeVisible();
    await expect.poll(() => selected(programme)).toBe('Choose a programme');
    await programme.selectOption({ label: 'BSCCS BSc (Hons) Computer Science' });
    await expect(page.getByText('Module Convener').first()).toBeVisible();
    await shot(page, 'shell-previous-cohort');

    // The choice survives a reload (the session check runs again).
    await page.reload();
    await expect.poll(() => selected(programme)).toContain('BSCCS');
    await expect.poll(() => selected(cohort)).toBe(years[1]!);
  });

  test('an expired access token is refreshed without the user noticing', async ({ page }) => {
    await signIn(page, 'pl01');
    const before = await page.evaluate(() => localStorage.wilAcademicAccessToken);
    await page.waitForTimeout(9_000); // the e2e server issues 8-second access tokens
    const programme = page.getByLabel('Programme', { exact: true });
    const answered = page.waitForResponse(
      (r) =>
        r.url().endsWith('/api/sysUserLoginRecord/insertLoginRecord') &&
        r.request().headers().authorization !== `Bearer ${before}`,
    );
    await programme.selectOption({ label: 'BSCDS BSc (Hons) Data Science and Analytics' });
    expect((await (await answered).json()).msg).toBe('SUCCESS');
    await expect(page).toHaveURL(/\/academic$/);
    const after = await page.evaluate(() => localStorage.wilAcademicAccessToken);
    expect(after).not.toBe(before);
  });

  test('a session ended on the server (OVERTIME) sends the browser to /login', async ({ page }) => {
    await signIn(page, 'mc01');
    // The home's cards ask for their data after the profile shows: refused under a busy machine,
    // their 401s would end the session before the call this test makes.
    await page.waitForLoadState('networkidle');
    // End the session behind the client's back, as an idle or absolute limit would.
    await page.evaluate(async () => {
      await fetch('/api/academic/login/lgout', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.wilAcademicAccessToken}` },
        body: '{}',
      });
    });
    // The first call after the change is refused: insertLoginRecord, or on a busy machine one of the
    // home's cards asking for the new programme's data before it.
    const refused = page.waitForResponse((r) => r.url().includes('/api/') && r.status() === 401);
    await page
      .getByLabel('Programme', { exact: true })
      .selectOption({ label: 'BSCDS BSc (Hons) Data Science and Analytics' });
    // The body is gone with the navigation; the status is OVERTIME's 401.
    expect((await refused).status()).toBe(401);
    await expect(page).toHaveURL(/\/idp\/interaction\//);
    expect(await page.evaluate(() => localStorage.getItem('wilAcademicRefreshToken'))).toBeNull();
  });

  test('unknown paths show the fallback page, in and out of the shell', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeAttached();
    await expect(page.getByText('The page you are looking for does not exist or has moved.')).toBeVisible();
    await shot(page, 'not-found');
    await expectAccessible(page);
    await signIn(page, 'mc01');
    await page.goto('/academic/noSuchScreen');
    await expect(page.getByText('Page not found')).toBeVisible();
    // Inside the shell: the menu stays, so staff are never stranded.
    await expect(page.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    // The fallback page has the Back header even on a path a report route could have matched.
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resources/FAQ' })).toHaveCount(0);
    await shot(page, 'not-found-in-shell');
  });

  test('the shell works by keyboard with a visible focus', async ({ page }) => {
    await signIn(page, 'mc01');
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim());
    expect(focused).toContain('Home');
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(outline).not.toBe('none');
  });
});
