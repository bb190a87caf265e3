import { expect, test, type Page } from '@playwright/test';
import PDFDocument from 'pdfkit';
import { call, chooseModule, signIn } from './helpers';

/**
 * The client's multi-step flows on their machines (issue 35): grading in a row from the keyboard
 * only (Confirm and Next moves to the next submission), and the key-document upload's refusal
 * state (the server refuses a file whose content is not its type; a new file takes it back).
 */

const toast = (page: Page, text: string | RegExp) => page.locator('.bp6-toast').filter({ hasText: text });

function pdfBytes(title: string): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'A4' });
    const parts: Buffer[] = [];
    doc.on('data', (b: Buffer) => parts.push(b));
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.fontSize(20).text(title, 72, 96);
    doc.end();
  });
}

test('as01 grades two on-time submissions in a row from the keyboard only', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'as01');
  await page.getByRole('navigation').getByRole('link', { name: 'Modules' }).click();
  await page.locator('.mod-card-link').first().click();
  await expect(page).toHaveURL(/\/academic\/moduleDetail$/);
  await page.getByRole('button', { name: 'Assignments', exact: true }).click();
  await expect(page).toHaveURL(/\/academic\/assignmentList$/);
  // On-time submissions only (modules.spec.ts grades the late ones): Confirm and Next keeps to them.
  await page.getByRole('button', { name: /^Status/ }).click();
  await page.locator('.mod-check-list').getByText('Submitted', { exact: true }).click();
  await page.keyboard.press('Escape');
  const tabs = page.getByRole('tab');
  let graded: string[] = [];
  for (let i = 0; i < (await tabs.count()) && graded.length === 0; i++) {
    await tabs.nth(i).click();
    await expect(page.getByRole('tabpanel').locator('.ag-overlay-loading-center')).toHaveCount(0);
    // Submissions still to grade: their button says Grade (a graded one says Regrade).
    const grade = page.getByRole('tabpanel').getByRole('button', { name: /^Grade the assignment of/ });
    await expect(grade.first())
      .toBeVisible({ timeout: 5000 })
      .catch(() => undefined);
    if ((await grade.filter({ hasText: /^Grade$/ }).count()) < 2) continue;
    await grade
      .filter({ hasText: /^Grade$/ })
      .first()
      .focus();
    await page.keyboard.press('Enter');
    for (const mark of ['71', '66']) {
      const dialog = page.getByRole('dialog', { name: /Grade the Assignment of/ });
      const title = (await dialog.locator('.bp6-heading').textContent())!;
      expect(graded).not.toContain(title);
      const input = dialog.getByLabel(/Grade \(out of 100\)/);
      await expect(input).toBeFocused();
      await expect(input).toHaveValue('');
      // A fault first: the confirm text waits for a mark in range.
      await page.keyboard.type('101');
      await page.keyboard.press('Enter');
      await expect(dialog.getByText(/Please confirm/)).toHaveCount(0);
      await page.keyboard.press('Control+A');
      await page.keyboard.type(mark);
      await page.keyboard.press('Enter');
      await expect(
        dialog.getByText(`Please confirm that the grade you entered for this assignment is ${mark}.`),
      ).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Yes' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(toast(page, "You have successfully graded the student's assignment.")).toHaveCount(
        graded.length + 1,
      );
      graded = [...graded, title];
    }
  }
  expect(graded).toHaveLength(2);
  // Confirm and Next has moved on again: a third submission, a fresh form; Escape ends the row.
  const next = page.getByRole('dialog', { name: /Grade the Assignment of/ });
  await expect(next.getByLabel(/Grade \(out of 100\)/)).toHaveValue('');
  expect(graded).not.toContain(await next.locator('.bp6-heading').textContent());
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const marks = page.getByRole('tabpanel').locator('.ag-cell[col-id="assignMarks"], .ag-cell[col-id="assign_marks"]');
  await expect
    .poll(async () => (await marks.allTextContents()).map((s) => s.trim()))
    .toEqual(expect.arrayContaining(['71.00', '66.00']));
});

test("mc01's upload is refused for a file whose content is not its type, and taken with a real one", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const config = (await (await page.request.get('/api/app-config')).json()) as { object: { plugins: string[] } };
  test.skip(!config.object.plugins.includes('key-documents'), 'config/app.json does not enable key-documents');
  await signIn(page, 'mc01');
  const programme = await page.evaluate(
    () => JSON.parse(localStorage.wilAcademicProgramme ?? 'null')?.cohortProgId as number,
  );
  const [module] = await call<{ cohortModuleId: number }[]>(page, 'academicHome/searchModule', {
    cohortProgId: programme,
  });
  await chooseModule(page, { cohortModuleId: module!.cohortModuleId });
  await page.goto('/academic/keyDocument');
  await page.getByRole('button', { name: 'Upload Key Document' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Key Document' });
  const picks = dialog.getByRole('menu', { name: 'Choose a student' }).getByRole('menuitem');
  await expect(picks.first()).toBeVisible();
  await picks.first().click();
  await dialog.getByLabel('File Type').selectOption({ index: 1 });
  const file = dialog.locator('input[type=file]');
  await file.setInputFiles([
    {
      name: 'not-really.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
    },
  ]);
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();

  // Refused: the server's reason in the dialog, which stays with the form as it was.
  const refusal = dialog.getByRole('alert').filter({ hasText: 'The server refused the document' });
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText(/its content is not/);
  await expect(dialog.getByLabel('File Type')).not.toHaveValue('');
  // A new file leaves the refusal; Upload takes it.
  await file.setInputFiles([
    { name: `flow-${Date.now()}.pdf`, mimeType: 'application/pdf', buffer: await pdfBytes('A real one') },
  ]);
  await expect(refusal).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('You have uploaded the Key Document successfully.')).toBeVisible();
  await expect(dialog).toBeHidden();
});
