import { expect, test } from '@playwright/test';
import { expectAccessible, shot, signOnAtProvider } from './helpers';

test.describe('single sign-on (spec 000 §2 login page, §6 who may sign in)', () => {
  test('mc01 signs in through the provider, lands in the shell, and signs out', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/idp\/interaction\//);
    await shot(page, 'idp-sign-in');
    await expectAccessible(page);

    await signOnAtProvider(page, 'mc01');
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    await shot(page, 'login-with-code');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    await expect(page).toHaveURL(/\/academic$/);
    await expect(page.getByLabel('Signed in as')).toContainText('Grace Cheung');
    await expect(page.getByRole('link', { name: 'Home' })).toHaveClass(/active/);
    const tokens = await page.evaluate(() => [
      localStorage.wilAcademicAccessToken,
      localStorage.wilAcademicRefreshToken,
    ]);
    expect(tokens.every(Boolean)).toBe(true);
    await shot(page, 'academic-home');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/idp\/interaction\//);
    const left = await page.evaluate(() => localStorage.getItem('wilAcademicAccessToken'));
    expect(left).toBeNull();
  });

  test('a student is refused with a visible error', async ({ page }) => {
    await signOnAtProvider(page, 'stu01');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Only academic staff can sign in to WIL Academic.');
    await expect(page).toHaveURL(/\/login/);
    await shot(page, 'login-refused');
  });

  test('a wrong password stays on the provider page with its message', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('User ID').fill('mc01');
    await page.getByLabel('Password').fill('wrong');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('The User ID or Password is incorrect.');
  });

  test('an error in the URL is shown on the login page', async ({ page }) => {
    await page.goto('/login?error=access_denied&error_description=The%20sign-in%20was%20cancelled.');
    await expect(page.getByRole('alert')).toContainText('The sign-in was cancelled.');
    for (const link of ['About', 'Forgot User ID', 'Forgot Password', 'Help']) {
      await expect(page.getByRole('link', { name: link, exact: true })).toBeVisible();
    }
  });
});
