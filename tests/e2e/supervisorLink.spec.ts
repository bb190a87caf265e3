import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible, pickDay, settled, signIn } from './helpers';
import { approveFirstPendingSend, linkFromOutbox } from './supervisorLinkSteps';

/**
 * Issue 31: the industry supervisor's page, /wpa/{token}, opened from the link of the mail that
 * approve queued (read from the e2e server's outbox), outside /academic and without sign-in. The
 * supervisor fills it in Traditional Chinese, draws a signature, saves a draft, comes back with
 * the same link and submits; as01 accepts the WPA with the supervisor's information and prints
 * it; the link then says only that the appraisal was submitted. Screenshots of the page in EN, TC
 * and SC at desktop and phone widths go to .tmp/ (not committed), to be looked at.
 */

const SHOTS = '.tmp/supervisor-link-shots';
mkdirSync(SHOTS, { recursive: true });

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

const LANGS = [
  { tag: 'en', option: 'English', language: 'Language', title: 'Work Performance Appraisal' },
  { tag: 'sc', option: '简体中文', language: '语言', title: '工作表现评估' },
  { tag: 'tc', option: '繁體中文', language: '語言', title: '工作表現評估' },
] as const;

async function shot(page: Page, name: string, fullPage = true) {
  await settled(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

async function chooseLanguage(page: Page, lang: (typeof LANGS)[number]) {
  await page.getByRole('combobox').first().selectOption({ label: lang.option });
  await expect(page.getByRole('combobox', { name: lang.language })).toBeVisible();
}

/** Draws a stroke across the signature canvas. */
async function draw(page: Page, canvas: Locator) {
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.08, box.y + box.height * 0.65);
  await page.mouse.down();
  for (let i = 0; i <= 30; i++) {
    await page.mouse.move(box.x + box.width * (0.08 + i * 0.027), box.y + box.height * (0.65 - Math.sin(i / 3) * 0.25));
  }
  await page.mouse.up();
}

/** The page is no wider than the window: nothing to scroll sideways. */
async function expectNoSideScroll(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll, 'the page scrolls sideways').toBeLessThanOrEqual(width);
}

test.describe.configure({ mode: 'serial' });

let enabled = false;
test.beforeAll(async ({ request }) => {
  const config = (await (await request.get('/api/app-config')).json()) as { object: { plugins: string[] } };
  enabled = config.object.plugins.includes('wpa');
});
test.beforeEach(() => test.skip(!enabled, 'config/app.json does not enable the wpa plugin'));

test("a supervisor completes the appraisal from the mail's link in TC; as01 accepts it with source IS and prints it", async ({
  browser,
}) => {
  test.setTimeout(360_000);

  // as01 approves a WPA: the mail to its industry supervisor carries the link.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff, 'as01');
  const { since } = await approveFirstPendingSend(staff);
  const link = await linkFromOutbox(since);
  expect(link).toMatch(/^\/wpa\/[A-Za-z0-9_-]{40,}$/);

  // The supervisor: another browser, no session, nothing of the staff app.
  const supContext = await browser.newContext({ viewport: DESKTOP });
  const sup = await supContext.newPage();
  sup.on('dialog', (d) => void d.accept());
  const scripts: string[] = [];
  sup.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  const calls: string[] = [];
  sup.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) calls.push(new URL(r.url()).pathname);
  });
  await sup.goto(link);
  await expect(sup.getByRole('heading', { level: 1, name: 'Work Performance Appraisal' })).toBeVisible();
  await expect(sup.getByRole('heading', { name: 'Part I: Student and WIL Partner Information' })).toBeVisible();
  expect(scripts.join(' ')).not.toMatch(
    /AcademicApp|AcademicShell|DataGrid|ReportPage|ReviewWpaPage|WpaManagement|NewWpaForm/,
  );
  expect(
    calls.every((c) => c === '/api/app-config' || c.startsWith('/api/wpaIsForm/')),
    calls.join(' '),
  ).toBe(true);
  // Part I starts from the student's information, shown under each field.
  await expect(sup.locator('#wpa-link-companyNameIs')).not.toHaveValue('');
  await expect(sup.getByText(/^Student entered: /).first()).toBeVisible();
  await expect(sup.getByRole('list', { name: 'Rating scale' })).toContainText('5 Excellent');

  // Every language at a desktop's and a phone's width, looked at; axe. The signature dialog too.
  for (const lang of LANGS) {
    await sup.setViewportSize(DESKTOP);
    await chooseLanguage(sup, lang);
    await expect(sup.getByRole('heading', { level: 1 })).toHaveText(lang.title);
    await shot(sup, `form-${lang.tag}-desktop`);
    await expectAccessible(sup);
    await sup.setViewportSize(PHONE);
    await shot(sup, `form-${lang.tag}-phone`);
    // As a phone shows it: the actions stay at the bottom of the window.
    await sup.evaluate(() => window.scrollTo(0, 1400));
    await shot(sup, `form-${lang.tag}-phone-window`, false);
    await expectNoSideScroll(sup);
    await expectAccessible(sup);
    // The 620 × 240 canvas fits the phone: shown at the width there is.
    await sup.locator('#wpa-link-signature-img').click();
    const canvas = sup.getByTestId('signature-canvas');
    await expect(canvas).toBeVisible();
    await settled(sup);
    const box = (await canvas.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(PHONE.width - 40);
    expect(box.width).toBeGreaterThan(250);
    expect(Math.round((box.width / box.height) * 10) / 10).toBeCloseTo(620 / 240, 1);
    await shot(sup, `signature-${lang.tag}-phone`, false);
    await expectAccessible(sup);
    await sup.keyboard.press('Escape');
    await expect(sup.getByRole('dialog')).toHaveCount(0);
  }

  // TC from here on. Submit with nothing rated: the review form's messages (002 §5), in TC; the
  // first field with a message takes the focus.
  const f = (name: string) => sup.locator(`#wpa-link-${name}`);
  await sup.getByRole('button', { name: '提交', exact: true }).click();
  await expect(sup.getByText('請輸入主要工作。').first()).toBeVisible();
  await expect(sup.getByText('必須填寫此項。').first()).toBeVisible();
  await expect(sup.getByText('請評估學生的工作表現。')).toBeVisible();
  await expect(sup.getByText('必須提供業界導師簽署及公司印章。')).toBeVisible();
  await expect(sup.locator(':focus')).toHaveAttribute('aria-invalid', 'true');
  await shot(sup, 'form-tc-phone-faults');

  // A signature drawn on the phone's smaller canvas is still a 620 × 240 image.
  await sup.locator('#wpa-link-signature-img').click();
  await draw(sup, sup.getByTestId('signature-canvas'));
  await sup.getByRole('dialog').getByRole('button', { name: '使用此簽署' }).click();
  const phoneSignature = sup.getByRole('img', { name: '手繪簽署' });
  await expect(phoneSignature).toBeVisible();
  expect(await phoneSignature.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([
    620, 240,
  ]);
  await sup.setViewportSize(DESKTOP);

  // The supervisor's own Part I.
  await f('wilHoursIs').fill('312.5');
  // The dates (issue 35), in TC: typed day first, and chosen in the calendar, whose words are
  // Chinese; shown as DD MMM YYYY. The calendar comes when a field is first used.
  await f('periodStartDateIs').fill('05/01/2026');
  await sup.keyboard.press('Escape');
  await expect(f('periodStartDateIs')).toHaveValue('05 Jan 2026');
  await f('periodEndDateIs').click();
  await pickDay(sup, '2026-04-24');
  await expect(f('periodEndDateIs')).toHaveValue('24 Apr 2026');
  await f('companyNameIs').fill('九龍數碼科技有限公司');
  await f('companyAddressIs').fill('香港九龍觀塘道 388 號 12 樓');
  await f('industrySupervisorNameIs').fill('李美玲');
  await f('industrySupervisorPositionIs').fill('技術經理');
  await f('industrySupervisorPhoneIs').fill('+85223456789');
  await f('industrySupervisorEmailIs').fill('may.lee@example.hk');
  // The activities: proportions must total 100.
  await f('activity1').fill('開發數據報表系統');
  await f('activityProportion1').fill('60');
  await f('activity2').fill('測試流動應用程式');
  await f('activityProportion2').fill('30');
  await f('activity3').fill('撰寫技術文件');
  await f('activityProportion3').fill('20');
  await expect(sup.getByTestId('time-spent-error')).toHaveText('所用時間總和必須等於 100。');
  await f('activityProportion3').fill('10');
  await expect(sup.getByTestId('time-spent-error')).toHaveCount(0);
  // The ratings of the questions asked; work performance from the keyboard.
  for (const group of await sup.locator('[data-testid^="rating-wpaQuestionResult"]').all()) {
    await group.locator('label', { hasText: /^4 / }).click();
  }
  const performance = sup.getByTestId('rating-workPerformance');
  await performance.getByRole('radio').first().focus();
  await sup.keyboard.press('Space');
  await expect(performance.getByRole('radio', { name: '5 優秀' })).toBeChecked();
  await sup.keyboard.press('ArrowRight');
  await expect(performance.getByRole('radio', { name: '4 良好' })).toBeChecked();
  await f('strengthArea').fill('學習能力強，做事細心。');
  await f('growthArea').fill('可加強與客戶溝通。');
  await f('workPerformanceComment').fill('整體表現良好，值得推薦。');
  await f('signature').fill('李美玲');
  await expect(f('signatureDate')).not.toHaveValue('');

  // Draws the signature at the desktop's 620 × 240.
  await sup.getByRole('button', { name: '更改簽署' }).click();
  const dialog = sup.getByRole('dialog');
  const canvas = dialog.getByTestId('signature-canvas');
  await settled(sup);
  const box = (await canvas.boundingBox())!;
  expect(Math.round(box.width)).toBe(620);
  expect(Math.round(box.height)).toBe(240);
  await dialog.getByRole('button', { name: '清除' }).click();
  await dialog.getByRole('button', { name: '使用此簽署' }).click();
  await expect(dialog.getByText('請先繪畫簽署。')).toBeVisible();
  await draw(sup, canvas);
  await dialog.getByRole('button', { name: '使用此簽署' }).click();
  await expect(sup.getByRole('img', { name: '手繪簽署' })).toBeVisible();
  await shot(sup, 'form-tc-filled-desktop');

  // Save the draft and come back with the same link: the form and the signature are kept.
  const draft = sup.waitForRequest((r) => r.url().endsWith('/api/wpaIsForm/saveDraft'));
  await sup.getByRole('button', { name: '儲存草稿' }).click();
  expect((await draft).postDataJSON()).toMatchObject({
    periodStartDateIs: '2026-01-05',
    periodEndDateIs: '2026-04-24',
  });
  await expect(sup.getByRole('status').filter({ hasText: '儲存成功。' })).toBeVisible();
  await expect(sup.getByText(/^草稿已於 .+ 儲存$/)).toBeVisible();
  await sup.goto(link);
  await expect(f('companyNameIs')).toHaveValue('九龍數碼科技有限公司');
  await expect(f('activityProportion3')).toHaveValue('10');
  await expect(f('signature')).toHaveValue('李美玲');
  await expect(performance.getByRole('radio', { name: '4 良好' })).toBeChecked();
  await expect(sup.getByRole('img', { name: '已儲存的簽署' })).toBeVisible();

  // Submit, confirmed: the thank-you.
  await sup.getByRole('button', { name: '提交', exact: true }).click();
  await expect(sup.getByText('確定提交評估？提交後將無法更改。')).toBeVisible();
  await sup.getByRole('dialog').getByRole('button', { name: '是' }).click();
  await expect(sup.getByRole('heading', { level: 1, name: '評估已提交' })).toBeVisible();
  await expect(sup.getByRole('status')).toHaveText('謝謝。您的評估已提交。');
  await shot(sup, 'thanks-tc-desktop');
  await expectAccessible(sup);

  // as01 accepts it with the industry supervisor's information, and prints it.
  await staff.reload();
  await expect(staff.locator('.wpa-title-row [data-status="PENDING_REVIEW"]')).toBeVisible();
  await expect(staff.getByTestId('part-one')).toContainText('九龍數碼科技有限公司');
  await staff.getByRole('button', { name: 'Accept', exact: true }).click();
  const source = staff.getByRole('dialog');
  await source.locator('label', { hasText: 'Input by Industry Supervisor' }).click();
  await source.getByRole('button', { name: 'Accept' }).click();
  await expect(staff.getByText('Are you sure you want to accept this WPA?')).toBeVisible();
  await staff.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(
    staff.getByText('This WPA has been accepted and would be included in the WIL assessment.'),
  ).toBeVisible();
  await staff.getByRole('button', { name: 'OK' }).click();
  await expect(staff.locator('.wpa-title-row [data-status="ACCEPTED"]')).toBeVisible();
  await expect(staff.getByTestId('part-one').locator('th.wpa-chosen')).toHaveText('Input by Industry Supervisor');
  const download = staff.waitForEvent('download');
  await staff.getByRole('button', { name: 'Print WPA Form' }).click();
  expect((await download).suggestedFilename()).toMatch(/^WPAForm.*\.pdf$/);

  // The link now says that it was submitted, and nothing else.
  for (const size of [DESKTOP, PHONE]) {
    await sup.setViewportSize(size);
    await sup.goto(link);
    await expect(sup.getByRole('heading', { level: 1 })).toHaveText('此評估已經提交。');
    await expect(sup.locator('main')).toHaveText('此評估已經提交。');
  }
  await shot(sup, 'submitted-tc-phone');
  await expectAccessible(sup);
  for (const lang of [LANGS[0], LANGS[1]]) {
    await chooseLanguage(sup, lang);
    await expect(sup.locator('main')).toHaveText(
      lang.tag === 'en' ? 'This appraisal has been submitted.' : '此评估已经提交。',
    );
    await shot(sup, `submitted-${lang.tag}-phone`);
  }
  await staffContext.close();
  await supContext.close();
});

test('an unknown, altered or ended token gets one plain page, in every language', async ({ browser }) => {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  for (const token of ['not-a-token', 'A'.repeat(43), `${'x'.repeat(250)}`]) {
    await page.goto(`/wpa/${token}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link cannot be used');
    await expect(page.locator('main p')).toHaveText(
      'This link is not valid: it may have expired or been replaced by a newer one. Please ask the academic supervisor for a new link.',
    );
  }
  for (const lang of LANGS) {
    await chooseLanguage(page, lang);
    for (const [size, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      await page.setViewportSize(viewport);
      await shot(page, `invalid-${lang.tag}-${size}`);
      await expectAccessible(page);
    }
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('此連結無法使用');
  // /wpa alone is no page of the plugin: the app's fallback.
  await page.goto('/wpa');
  await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
  await expect(page.locator('.wil-public-main')).toHaveCount(0);
  await context.close();
});
