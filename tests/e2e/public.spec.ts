import { expect, test } from '@playwright/test';
import { expectAccessible, shot } from './helpers';

test.describe('public pages (spec 000 §2 forgot, help, about; §5; §8)', () => {
  test('Forgot User ID checks the email, sends, and says so', async ({ page }) => {
    await page.goto('/forgotUserID');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
    const email = page.getByLabel(/email/i);
    await email.fill('not-an-email');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Incorrect Email format.')).toBeVisible();
    await shot(page, 'forgot-user-id-invalid');

    const sent = page.waitForRequest((r) => r.url().endsWith('/api/forgotUser/forgotUserID'));
    await email.fill('someone@example.com');
    await page.getByRole('button', { name: 'Submit' }).click();
    expect((await sent).postData()).toBe('"someone@example.com"');
    await expect(page.getByText('Sent successfully.')).toBeVisible();
    await expect(email).toHaveValue('');
    await shot(page, 'forgot-user-id-sent');
    await expectAccessible(page);
  });

  test('Forgot Password removes whitespace as typed and sends the code', async ({ page }) => {
    await page.goto('/forgotPassword');
    const code = page.getByLabel(/user code/i);
    await code.pressSequentially('ip 01');
    await expect(code).toHaveValue('ip01');
    await code.press('Enter');
    await expect(page.getByText('Sent successfully.')).toBeVisible();
    await shot(page, 'forgot-password');
    await expectAccessible(page);
    await page
      .getByRole('link', { name: 'Back' })
      .or(page.getByRole('button', { name: 'Back' }))
      .first()
      .click();
    await expect(page).toHaveURL(/\/login|\/idp\/interaction\//);
  });

  test('Help has eight questions, About a sign-in link, in every language', async ({ page }) => {
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(8);
    await shot(page, 'help');
    await expectAccessible(page);
    await page.getByLabel('Language').selectOption('TC');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
    await shot(page, 'help-tc');
    await page.goto('/indexAbout');
    // The language setting persists across pages and reloads.
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
    await page.getByLabel(/語言|Language/).selectOption('SC');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
    await shot(page, 'about-sc');
    await expectAccessible(page);
    await page.getByLabel(/语言|Language/).selectOption('EN');
    await expect(page.getByRole('link', { name: /sign in/i }).first()).toHaveAttribute('href', '/login');
  });
});
