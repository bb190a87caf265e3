import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, shot, signIn } from './helpers';

const PHOTO = 'tests/fixtures/profile/photo-160x120.png';

async function openProfile(page: Page, login: string) {
  await signIn(page, login);
  await page.getByRole('link', { name: 'Detail' }).click();
  await expect(page).toHaveURL(/\/academic\/academicDetail$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Personal Profile' })).toBeVisible();
  await expect(page.getByLabel('Account ID')).toHaveValue(login);
}

const wpa = (page: Page) => page.getByRole('radiogroup', { name: /WPA Standing Approval/ });
const jobApp = (page: Page) => page.getByRole('radiogroup', { name: /Job App Standing Approval/ });

/** Chooses the fixture, turns it in the crop dialog and uploads it; answers the photo's address. */
async function cropAndUpload(page: Page) {
  await page.getByTestId('photo-input').setInputFiles(PHOTO);
  const dialog = page.getByRole('dialog', { name: 'Crop Photo' });
  await expect(dialog).toBeVisible();
  // 160x120 is not square: flagged irregular (spec 000 §5).
  await expect(dialog.getByTestId('crop-irregular')).toContainText('160x120');
  const rotation = dialog.getByRole('slider', { name: 'Rotation' });
  await rotation.focus();
  for (let i = 0; i < 20; i++) await page.keyboard.press('ArrowRight');
  await expect(rotation).toHaveAttribute('aria-valuenow', '20');
  await expect(dialog.getByRole('button', { name: 'Crop and Upload' })).toBeEnabled();
  return dialog;
}

test.describe('Personal Profile (/academic/academicDetail)', () => {
  test.describe.configure({ timeout: 150_000 });
  test('mc01 edits the profile with a cropped photo, and home shows it', async ({ page }) => {
    await openProfile(page, 'mc01');
    // Read-only fields (spec 000 §2).
    for (const label of ['Account ID', 'CNA', 'Programme', 'Email', 'First Name', 'Last Name']) {
      await expect(page.getByLabel(label, { exact: false }).first()).toHaveAttribute('readonly', '');
    }
    await expect(page.getByLabel('Email', { exact: false }).first()).toHaveValue('grace.cheung@wil.example.edu');
    // MC: both standing approvals (spec 000 §6).
    await expect(wpa(page)).toBeVisible();
    await expect(jobApp(page)).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'profile-mc01');

    const dialog = await cropAndUpload(page);
    await shot(page, 'profile-crop-dialog');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Crop and Upload' }).click();
    await expect(dialog).toBeHidden();
    const photo = page.getByTestId('profile-photo');
    await expect(photo).toHaveAttribute('src', /\/files\/images\/.+\.png\?/);
    await expect(page.getByTestId('photo-irregular')).toBeVisible();
    const stored = (await photo.getAttribute('src'))!.match(/images\/[^?]+/)![0];

    await page.getByLabel('Staff Saluation', { exact: false }).selectOption('Prof');
    await page.getByLabel('Title').fill('Professor of Practice');
    // Blueprint draws its own radio over the input: click the label, as a person does.
    const receive = page.getByRole('radiogroup', { name: /Receive Notification/ });
    await receive.locator('label', { hasText: /^No$/ }).click();
    await expect(receive.getByLabel('No')).toBeChecked();
    await jobApp(page).locator('label', { hasText: /^Yes$/ }).click();
    await expect(jobApp(page).getByLabel('Yes')).toBeChecked();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText("You've successfully updated Personal Profile.")).toBeVisible();
    await shot(page, 'profile-saved');

    // A fresh load keeps what was saved.
    await page.reload();
    await expect(page.getByLabel('Staff Saluation', { exact: false })).toHaveValue('Prof');
    await expect(page.getByLabel('Title')).toHaveValue('Professor of Practice');
    await expect(page.getByTestId('profile-photo')).toHaveAttribute('src', new RegExp(stored));

    // The home User Profile card reads the photo on its next load.
    await page.goto('/academic');
    await expect(page.locator('.wil-profile-card img')).toHaveAttribute('src', new RegExp(stored));
    await shot(page, 'profile-home-card');
  });

  test('the form shows the spec messages and refuses a wrong file', async ({ page }) => {
    await openProfile(page, 'mc01');
    await page.getByLabel('Staff Saluation', { exact: false }).selectOption('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Staff Saluation is required.')).toBeVisible();
    await expect(page.getByLabel('Staff Saluation', { exact: false })).toBeFocused();
    await shot(page, 'profile-required');
    await page.getByLabel('Staff Saluation', { exact: false }).selectOption('Dr');
    await expect(page.getByText('Staff Saluation is required.')).toBeHidden();

    await page.getByTestId('photo-input').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a picture'),
    });
    await expect(page.getByText('Please choose one png, jpg or jpeg photo.')).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('Save waits for the upload and refuses a failed one', async ({ page }) => {
    await openProfile(page, 'mc01');
    // Hold the upload until Save has been tried.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/file/imageUpload', async (route) => {
      await held;
      await route.continue();
    });
    let dialog = await cropAndUpload(page);
    await dialog.getByRole('button', { name: 'Crop and Upload' }).click();
    await expect(page.getByText('Uploading…').first()).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please wait for uploading the photo.')).toBeVisible();
    await shot(page, 'profile-uploading');
    release();
    await expect(page.getByTestId('profile-photo')).toHaveAttribute('src', /\/files\/images\//);
    await page.unroute('**/api/file/imageUpload');

    // A refused upload must be handled (removed or replaced) before saving.
    await page.route('**/api/file/imageUpload', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          msg: 'The file must be a png, jpg or jpeg image; its content is not.',
          object: null,
          errorCode: 'VALIDATION',
        }),
      }),
    );
    dialog = await cropAndUpload(page);
    await dialog.getByRole('button', { name: 'Crop and Upload' }).click();
    await expect(page.getByText('Upload failed')).toBeVisible();
    await page.waitForTimeout(3200); // the click guard (spec 000 §9: 3000 ms)
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please handle the failed images first.')).toBeVisible();
    await shot(page, 'profile-upload-failed');
    await page.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('No photo')).toBeVisible();
  });

  test('AS sees WPA Standing Approval only', async ({ page }) => {
    await openProfile(page, 'as01');
    await expect(wpa(page)).toBeVisible();
    await expect(jobApp(page)).toHaveCount(0);
    await shot(page, 'profile-as01');
  });

  test('PL sees neither standing approval', async ({ page }) => {
    await openProfile(page, 'pl01');
    await expect(wpa(page)).toHaveCount(0);
    await expect(jobApp(page)).toHaveCount(0);
  });

  test('labels in all three languages', async ({ page }) => {
    await openProfile(page, 'mc01');
    const cases: [string, string, string, string][] = [
      ['TC', '個人資料', '稱謂', '上載照片'],
      ['SC', '个人资料', '称谓', '上传照片'],
      ['EN', 'Personal Profile', 'Staff Saluation', 'Upload Photo'],
    ];
    for (const [code, title, salutation, upload] of cases) {
      await page
        .locator('select')
        .filter({ has: page.locator('option[value="TC"]') })
        .first()
        .selectOption(code);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByLabel(salutation, { exact: false })).toBeVisible();
      await expect(page.getByRole('button', { name: upload })).toBeVisible();
      await expectAccessible(page);
      await shot(page, `profile-${code.toLowerCase()}`);
    }
  });
});
