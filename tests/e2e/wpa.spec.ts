import { mkdirSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, openFirstStudentSummary, pickDay, settled, signIn } from './helpers';

/**
 * The WPA screens (issue 29; spec 001 §2 'Review WPA Form detail', 002 §2) against the demo data:
 * as01 supervises BSc Computer Science students with WPAs in every status; pl01 is the programme
 * leader, who may look but not act. Screenshots of every screen in EN, TC and SC go to .tmp/
 * (not committed), to be looked at.
 */

const SHOTS = '.tmp/wpa-shots';
mkdirSync(SHOTS, { recursive: true });

const LANGS = [
  ['en', 'EN'],
  ['tc', 'TC'],
  ['sc', 'SC'],
] as const;

async function shot(page: Page, name: string, fullPage = true) {
  await settled(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

async function setLanguage(page: Page, setting: string) {
  await page.evaluate((s) => localStorage.setItem('wilAcademicLanguage', s), setting);
}

/** The first module of the list, then its summary (the module travels in storage). */
async function openModule(page: Page) {
  await page.goto('/academic/moduleList');
  await page.locator('.mod-card-link').first().click();
  await expect(page).toHaveURL(/\/academic\/moduleDetail$/);
  await expect(page.getByTestId('wpa-counter-pendingSend')).toBeVisible();
}

/** WPA Management from the Module Summary's button, then the list of `showStatus`. */
async function openManagement(page: Page, showStatus = '') {
  await openModule(page);
  await page.getByRole('button', { name: /WPA Management|WPA 管理/ }).click();
  await expect(page).toHaveURL(/\/academic\/WPAManagement$/);
  if (showStatus) await page.goto(`/academic/WPAManagement/${showStatus}`);
  await expect(page.locator('.ag-row').first()).toBeVisible();
}

/** Opens the first WPA of the list shown. */
async function openFirst(page: Page) {
  await page
    .getByRole('button', { name: /^Open the WPA of/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/academic\/reviewWPAFormDetail$/);
  await expect(page.locator('.wpa-title-row h1')).toBeVisible();
}

/** The WPA Management list filtered to one status (the status list of the filters). */
async function filterStatus(page: Page, label: string) {
  await page.getByRole('button', { name: /^Status: / }).click();
  await page.locator('.wpa-check-list label', { hasText: new RegExp(`^${label}$`) }).click();
  await expect(page.getByRole('checkbox', { name: label, exact: true })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(page.locator('.ag-row').first()).toBeVisible();
}

/** A student's summary (the module's Student List row), where 'Fill in WPA Form' is. */
async function openStudent(page: Page) {
  await openModule(page);
  await openFirstStudentSummary(page);
  await expect(page.locator('.wpa-section-head')).toBeVisible();
}

/** A small white PNG with a black bar: the uploaded signature. */
function signaturePng(): Buffer {
  const w = 120;
  const h = 40;
  const raw = Buffer.alloc((w * 3 + 1) * h, 255);
  for (let y = 18; y < 22; y++) {
    raw[y * (w * 3 + 1)] = 0;
    for (let x = 10; x < 110; x++) raw.fill(0, y * (w * 3 + 1) + 1 + x * 3, y * (w * 3 + 1) + 4 + x * 3);
  }
  for (let y = 0; y < h; y++) raw[y * (w * 3 + 1)] = 0;
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = crcTable[(c ^ x) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const t = Buffer.concat([Buffer.from(type), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const c = Buffer.alloc(4);
    c.writeUInt32BE(crc(t));
    return Buffer.concat([len, t, c]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-page PDF: the scanned paper form. */
function paperPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Fills every field of the offline form (002 §5) except the signature image and the paper form. */
async function fillOfflineForm(page: Page, company: string) {
  const f = (name: string) => page.locator(`#wpa-offline-${name}`);
  await f('wilHours').fill('240.5');
  // The dates (issue 35): typed day first, and chosen in the calendar; shown as DD MMM YYYY.
  await f('periodStartDate').fill('05/01/2026');
  await page.keyboard.press('Escape');
  await expect(f('periodStartDate')).toHaveValue('05 Jan 2026');
  await f('periodEndDate').click();
  await pickDay(page, '2026-03-27');
  await expect(f('periodEndDate')).toHaveValue('27 Mar 2026');
  await f('companyName').fill(company);
  await f('companyAddress').fill('香港九龍尖沙咀廣東道 33 號');
  await f('industrySupervisorName').fill('陳大文');
  await f('industrySupervisorPosition').fill('Engineering Manager');
  await f('industrySupervisorPhone').fill('23456789');
  await f('industrySupervisorEmail').fill('david.chan@example.hk');
  await f('activity1').fill('Built the reporting pipeline');
  await f('activityProportion1').fill('70');
  await f('activity2').fill('Tested the mobile app');
  await f('activityProportion2').fill('30');
  for (const group of await page.locator('[data-testid^="rating-"]').all()) {
    await group.locator('label', { hasText: /^4 / }).click();
  }
  await f('strengthArea').fill('Careful and quick to learn.');
  await f('signature').fill('陳大文');
}

test.describe.configure({ mode: 'serial' });

// The screens exist only where config/app.json enables the plugin (and the modules plugin it needs).
let enabled = false;
test.beforeAll(async ({ request }) => {
  const config = (await (await request.get('/api/app-config')).json()) as { object: { plugins: string[] } };
  enabled = config.object.plugins.includes('wpa');
});
test.beforeEach(() => test.skip(!enabled, 'config/app.json does not enable the wpa plugin'));

test('as01 returns, terminates and accepts WPAs, adjusts a weighting and prints the form', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'as01');

  // Return one (001 §4/§5): the comment is required; the reason then shows as a banner.
  await openManagement(page, 'pendingSend');
  await openFirst(page);
  await page.getByRole('button', { name: 'Return to Student' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Return to Student' }).click();
  await expect(dialog.getByText('Please enter Comment.')).toBeVisible();
  await dialog.getByLabel('Comment').fill('Please give the supervisor’s work email address.');
  await dialog.getByRole('button', { name: 'Return to Student' }).click();
  await expect(page.getByText('The WPA has been returned to the student.')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.locator('.wpa-title-row [data-status="RETURNED_TO_STUDENT"]')).toBeVisible();
  await expect(page.getByText(/This WPA was returned to the student: Please give/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Decision History' })).toBeVisible();

  // Terminate one sent to the industry supervisor.
  await page.goto('/academic/WPAManagement/sentToIs');
  await openFirst(page);
  await page.getByRole('button', { name: 'Terminate' }).click();
  await expect(page.getByText('Are you sure you want to terminate this WPA?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('The WPA process is now terminated.')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.locator('.wpa-title-row [data-status="TERMINATED"]')).toBeVisible();

  // Accept one with the industry supervisor's profile information (the source question first).
  await page.goto('/academic/WPAManagement/pendingReview');
  await openFirst(page);
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  const source = page.getByRole('dialog');
  await source.getByRole('button', { name: 'Accept' }).click();
  await expect(source.getByRole('alert')).toHaveText(
    'Please choose the source for accepting Profile Information: input by Student or by Industry Supervisor?',
  );
  await source.locator('label', { hasText: 'Input by Industry Supervisor' }).click();
  await expect(source.getByRole('radio', { name: 'Input by Industry Supervisor' })).toBeChecked();
  await source.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Are you sure you want to accept this WPA?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('This WPA has been accepted and would be included in the WIL assessment.')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.locator('.wpa-title-row [data-status="ACCEPTED"]')).toBeVisible();
  await expect(page.getByTestId('part-one').locator('th.wpa-chosen')).toHaveText('Input by Industry Supervisor');

  // Adjust the weighting of the student's accepted WPAs: adjusted mark = override weight × mark.
  await page.getByRole('button', { name: 'Adjust Weighting' }).click();
  const weighting = page.getByTestId('weighting');
  await expect(weighting).toBeVisible();
  const first = weighting.locator('tbody tr').first();
  const mark = Number(await first.locator('td').nth(2).textContent());
  const input = first.getByRole('textbox');
  await input.fill('1.5');
  await expect(first.getByText('Override weight must be a number from 0 to 1 with at most 3 decimals.')).toBeVisible();
  await input.fill('0.8');
  await expect(first.locator('[data-testid^="adjusted-"]')).toHaveText((Math.round(0.8 * mark * 100) / 100).toFixed(2));
  await page.getByLabel("Academic Supervisor's Comment").fill('Weighted towards the longer placement.');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Save successfully.').first()).toBeVisible();

  // Print WPA Form: the PDF arrives under the server's name.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Print WPA Form' }).click();
  expect((await download).suggestedFilename()).toMatch(/^WPAForm.*\.pdf$/);
});

test('as01 enters offline WPAs with a drawn and with an uploaded signature', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'as01');

  for (const way of ['draw', 'upload'] as const) {
    await openStudent(page);
    await page.getByRole('button', { name: 'Fill in WPA Form' }).click();
    await expect(page).toHaveURL(/\/academic\/newWPAForm$/);
    await expect(page.getByRole('heading', { name: 'Fill in WPA Form' })).toBeVisible();

    // Nothing entered: the offline form's messages (002 §5).
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Name of Industry Supervisor is required.')).toBeVisible();
    await expect(page.getByText('Please assess student competencies.').first()).toBeVisible();
    await expect(page.getByText('Please assess student work performance.')).toBeVisible();
    await expect(page.getByText('Signature of Industry Supervisor with Company Stamp is required.')).toBeVisible();
    await expect(page.getByText('Please upload the WPA Paper Form before submit.')).toBeVisible();

    const company = way === 'draw' ? '九龍機械人科技有限公司' : 'Offline Upload Co';
    await fillOfflineForm(page, company);
    await page.locator('#wpa-offline-activityProportion2').fill('20');
    await expect(page.getByTestId('time-spent-error')).toHaveText('Proportion of Time Spent must be equal to 100%.');
    await page.locator('#wpa-offline-activityProportion2').fill('30');

    await page.getByRole('button', { name: 'Sign', exact: true }).click();
    const sign = page.getByRole('dialog');
    if (way === 'draw') {
      // An empty drawing is refused; a drawn one is taken.
      await sign.getByRole('button', { name: 'Use this signature' }).click();
      await expect(sign.getByText('Please draw the signature first.')).toBeVisible();
      const canvas = sign.getByTestId('signature-canvas');
      const box = (await canvas.boundingBox())!;
      expect(Math.round(box.width)).toBe(620);
      expect(Math.round(box.height)).toBe(240);
      await page.mouse.move(box.x + 40, box.y + 160);
      await page.mouse.down();
      for (let i = 0; i <= 40; i++) await page.mouse.move(box.x + 40 + i * 12, box.y + 160 - Math.sin(i / 4) * 60);
      await page.mouse.up();
    } else {
      // The keyboard user's way: the Upload tab takes one png, jpg or jpeg.
      await sign.getByRole('tab', { name: 'Upload' }).click();
      await sign.getByLabel('Choose an image…').setInputFiles({
        name: 'signature.png',
        mimeType: 'image/png',
        buffer: signaturePng(),
      });
    }
    await sign.getByRole('button', { name: 'Use this signature' }).click();
    await expect(
      page.getByRole('img', { name: way === 'draw' ? 'Drawn signature' : 'Uploaded signature' }),
    ).toBeVisible();
    await page.locator('#wpa-paper-file').setInputFiles({
      name: 'wpa-paper-form.pdf',
      mimeType: 'application/pdf',
      buffer: paperPdf(),
    });
    // The click guard (spec 000 §9) holds a click for 3 s after 'Use this signature': the upload
    // way gets here sooner than that, so Submit is pressed again once the guard has let go.
    const done = page.getByText("You've completed the WPA form.");
    await expect(async () => {
      if (!(await done.isVisible())) await page.getByRole('button', { name: 'Submit' }).click();
      await expect(done).toBeVisible({ timeout: 4000 });
    }).toPass();
    await page.getByRole('button', { name: 'OK' }).click();

    // On to its review: accepted offline, who entered it and when, the paper form, the signature from paper.
    await expect(page).toHaveURL(/\/academic\/reviewWPAFormDetail$/);
    await expect(page.locator('.wpa-title-row [data-status="ACCEPTED_OFFLINE"]')).toBeVisible();
    await expect(page.getByTestId('offline-note')).toContainText('Entered offline by');
    await expect(page.getByTestId('offline-note').getByRole('link')).toContainText('WPA Paper Form');
    await expect(page.getByText('Signed on the paper form')).toBeVisible();
    await expect(page.getByTestId('part-one')).toContainText(company);
    // The days the form sent came back as the server keeps them (the multipart model's dates).
    await expect(page.getByTestId('part-one')).toContainText('05 Jan 2026');
    await expect(page.getByTestId('part-one')).toContainText('27 Mar 2026');
  }
});

test('pl01 sees a WPA but no action', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'pl01');
  await openManagement(page);
  await filterStatus(page, 'Accepted');
  await openFirst(page);
  await expect(page.getByText('You can view this WPA; only its reviewers can act on it.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print WPA Form' })).toBeVisible();
  for (const name of [
    'Approve',
    'Return to Student',
    'Resend to IS',
    'Terminate',
    'Accept',
    'Reject',
    'Adjust Weighting',
  ]) {
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  }
  await expect(page.getByRole('heading', { name: 'Notes' })).toHaveCount(0);
  await page.goto('/academic/WPAManagement/pendingReview');
  await expect(page.locator('.ag-row').first()).toBeVisible();
  await openFirst(page);
  await expect(page.getByRole('button', { name: 'Accept', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reject', exact: true })).toHaveCount(0);
});

test('every WPA screen in EN, TC and SC, looked at; axe finds no serious or critical violation (every view in EN, every page in TC and SC)', async ({
  page,
}) => {
  test.setTimeout(480_000);
  await signIn(page, 'as01');
  for (const [tag, setting] of LANGS) {
    // Dialogs and the further statuses differ between languages only in their words: axe looks
    // at them in English, and at every page in each language (an axe run costs seconds).
    const axeInEnglish = () => (tag === 'en' ? expectAccessible(page) : Promise.resolve());
    await setLanguage(page, setting);
    await openModule(page);
    await shot(page, `module-summary-${tag}`);
    await expectAccessible(page);

    // The Module Summary's button keeps the module for the WPA screens.
    await page.getByRole('button', { name: /WPA Management|WPA 管理/ }).click();
    await expect(page.locator('.ag-row').first()).toBeVisible();
    await shot(page, `management-${tag}`);
    await expectAccessible(page);
    for (const show of ['pendingSend', 'sentToIs', 'over', 'pendingReview']) {
      await page.goto(`/academic/WPAManagement/${show}`);
      await expect(page.locator('.wpa-title-row h1')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await shot(page, `management-${show}-${tag}`);
    }
    // The date-range message.
    await page.locator('#wpa-range-start').fill('01/05/2026');
    await page.locator('#wpa-range-end').fill('01/04/2026');
    await expect(page.locator('.wpa-range [role="alert"]')).toBeVisible();
    await page.keyboard.press('Escape');
    await shot(page, `management-range-${tag}`);
    await axeInEnglish();

    // One review page per status, with its dialogs.
    const statuses: [string, string][] = [
      ['pendingSend', 'PENDING_SEND'],
      ['sentToIs', 'SENT_TO_IS'],
      ['pendingReview', 'PENDING_REVIEW'],
    ];
    for (const [show, status] of statuses) {
      await page.goto(`/academic/WPAManagement/${show}`);
      await expect(page.locator('.ag-row').first()).toBeVisible();
      await page.locator('.ag-row .bp6-button').first().click();
      await expect(page.locator(`.wpa-title-row [data-status="${status}"]`)).toBeVisible();
      await shot(page, `review-${status}-${tag}`);
      await expectAccessible(page);
      const buttons = page.locator('.wpa-decisions > .bp6-button');
      for (let i = 0; i < (await buttons.count()); i++) {
        await buttons.nth(i).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await shot(page, `review-${status}-dialog-${i}-${tag}`, false);
        await axeInEnglish();
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }
    }
    for (const status of ['ACCEPTED', 'ACCEPTED_OFFLINE', 'RETURNED_TO_STUDENT', 'REJECTED', 'TERMINATED']) {
      await page.goto('/academic/WPAManagement');
      await expect(page.locator('.ag-row').first()).toBeVisible();
      await page.locator('.wpa-toolbar .bp6-popover-target .bp6-button').first().click();
      await page.locator('.wpa-check-list label').nth(statusIndex(status)).click();
      await page.keyboard.press('Escape');
      await expect(page.locator(`.ag-row [data-status="${status}"]`).first()).toBeVisible();
      await page.locator('.ag-row .bp6-button').first().click();
      await expect(page.locator(`.wpa-title-row [data-status="${status}"]`)).toBeVisible();
      await shot(page, `review-${status}-${tag}`);
      await axeInEnglish();
      if (status === 'ACCEPTED') {
        await page.locator('.wpa-decisions > .bp6-button').last().click();
        await expect(page.getByTestId('weighting')).toBeVisible();
        await shot(page, `weighting-${tag}`, false);
        await axeInEnglish();
        await page.keyboard.press('Escape');
      }
    }

    // The student summary's WPA table and the offline form with its messages and the signature dialog.
    await openStudent(page);
    await shot(page, `student-summary-${tag}`);
    await expectAccessible(page);
    await page.locator('.wpa-section-head .bp6-button').click();
    await expect(page).toHaveURL(/\/academic\/newWPAForm$/);
    await page.locator('.wpa-actions .bp6-button').click();
    await expect(page.locator('.wpa-form-error')).toBeVisible();
    await shot(page, `new-form-${tag}`);
    await expectAccessible(page);
    await page.locator('#wpa-offline-signature-img').click();
    await expect(page.getByTestId('signature-canvas')).toBeVisible();
    await shot(page, `signature-draw-${tag}`, false);
    await axeInEnglish();
    await page.getByRole('dialog').getByRole('tab').nth(1).click();
    await shot(page, `signature-upload-${tag}`, false);
    await axeInEnglish();
    await page.keyboard.press('Escape');
  }
  await setLanguage(page, 'EN');
});

/** The place of a status in the filter's list (every status but DRAFT, in the machine's order). */
function statusIndex(status: string) {
  return [
    'PENDING_SEND',
    'SENT_TO_IS',
    'RETURNED_TO_STUDENT',
    'PENDING_REVIEW',
    'ACCEPTED',
    'ACCEPTED_OFFLINE',
    'REJECTED',
    'TERMINATED',
  ].indexOf(status);
}
