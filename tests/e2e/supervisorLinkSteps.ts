import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config';

/**
 * Steps of the industry supervisor's link (issue 31) that more than one suite takes: as01
 * approves a WPA in the staff app, and the link is read from the newest mail in the e2e server's
 * outbox (data/outbox: .eml files, the server has no SMTP in the tests).
 */

export const OUTBOX = path.join(E2E_DATA_DIR, 'outbox');

/** A WPA Management list (`show`) of the first module, as the staff app opens it. */
export async function openManagementList(page: Page, show: 'pendingSend' | 'sentToIs') {
  await page.goto('/academic/moduleList');
  await page.locator('.mod-card-link').first().click();
  await expect(page).toHaveURL(/\/academic\/moduleDetail$/);
  await page.getByRole('button', { name: 'WPA Management' }).click();
  await expect(page).toHaveURL(/\/academic\/WPAManagement$/);
  await page.goto(`/academic/WPAManagement/${show}`);
  await expect(page.locator('.ag-row').first()).toBeVisible();
}

async function openFirstWpa(page: Page, status: string) {
  await page
    .getByRole('button', { name: /^Open the WPA of/ })
    .first()
    .click();
  await expect(page.locator(`.wpa-title-row [data-status="${status}"]`)).toBeVisible();
}

/**
 * as01 (signed in on `page`) approves the first PENDING_SEND WPA of the first module: the form
 * goes to its industry supervisor with a link. The review page keeps that WPA (browser storage).
 */
export async function approveFirstPendingSend(page: Page): Promise<{ since: number }> {
  await openManagementList(page, 'pendingSend');
  await openFirstWpa(page, 'PENDING_SEND');
  const since = Date.now();
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByText('Send this WPA form to the industry supervisor?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('The WPA form has been sent to the industry supervisor.')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.locator('.wpa-title-row [data-status="SENT_TO_IS"]')).toBeVisible();
  return { since };
}

/**
 * as01 (signed in on `page`) resends the first SENT_TO_IS WPA of the first module to the same
 * supervisor: a new link, and the demo's WPAs stay in their statuses (the other suites need them).
 */
export async function resendFirstSentToIs(page: Page): Promise<{ since: number }> {
  await openManagementList(page, 'sentToIs');
  await openFirstWpa(page, 'SENT_TO_IS');
  const since = Date.now();
  await page.getByRole('button', { name: 'Resend to IS', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Resend to IS' }).click();
  await expect(page.getByText('The WPA form has been resent to the industry supervisor.')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.locator('.wpa-title-row [data-status="SENT_TO_IS"]')).toBeVisible();
  return { since };
}

/** A mail's text with quoted-printable soft breaks and escapes undone (a long link may be folded). */
function decodeMail(eml: string): string {
  return eml.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

/**
 * The path of the supervisor's link (/wpa/{token}) in the newest mail written since `since`
 * (the mail job writes it a moment after the decision commits).
 */
export async function linkFromOutbox(since: number, timeoutMs = 20_000): Promise<string> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const files = await readdir(OUTBOX).catch(() => [] as string[]);
    const mails = await Promise.all(
      files.filter((f) => f.endsWith('.eml')).map(async (f) => ({ f, at: (await stat(path.join(OUTBOX, f))).mtimeMs })),
    );
    const newest = mails.filter((m) => m.at >= since - 1000).sort((a, b) => b.at - a.at);
    for (const m of newest) {
      const text = decodeMail(await readFile(path.join(OUTBOX, m.f), 'utf8'));
      const link = /https?:\/\/[^\s/]+(\/wpa\/[A-Za-z0-9_-]{20,})/.exec(text);
      if (link) return link[1]!;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No mail with a supervisor's link in ${OUTBOX} since ${new Date(since).toISOString()}`);
}
