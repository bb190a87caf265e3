import { expect, test, type Page } from '@playwright/test';
import { openFirstStudentSummary, signIn } from './helpers';

/**
 * Issue 35: one chosen module and one chosen student module, under the spec's keys (000 §9:
 * wilAcademicCohortModuleId, 002 §2), owned by the modules area and read by WPA and key documents.
 * Choosing a module, then opening any module screen by its address (a bookmark, a reload, the
 * browser's history) shows that module. A tab keeps what it chose; a new tab opens the last choice.
 */

/** Every module screen, opened by address, with the call that shows which module it is about. */
const SCREENS = [
  { path: '/academic/moduleDetail', call: 'academicModule/searchModuleById' },
  { path: '/academic/moduleStudentList', call: 'academicModule/searchModuleStudent' },
  { path: '/academic/moduleStudentList/exemptedHours', call: 'academicModule/searchModuleStudent' },
  { path: '/academic/assignmentList', call: 'assign/searchAssignList' },
  { path: '/academic/assignmentList/pendingReview', call: 'assign/searchAssignList' },
  { path: '/academic/WPAManagement', call: 'wpaAppl/search' },
  { path: '/academic/WPAManagement/pendingReview', call: 'wpaAppl/search' },
  { path: '/academic/keyDocument', call: 'keyDocument/search' },
] as const;

/** Opens `path` and answers the cohortModuleId its screen asked `call` about. */
async function moduleShown(page: Page, path: string, call: string, open = () => page.goto(path)): Promise<unknown> {
  const asked = page.waitForRequest((r) => r.url().endsWith(`/api/${call}`));
  await open();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByText('Choose a module from the Module List first.')).toHaveCount(0);
  return (await asked).postDataJSON().cohortModuleId;
}

/** Chooses the nth module card of the Module List; answers its module code and id. */
async function chooseFromList(page: Page, n: number): Promise<{ code: string; id: number }> {
  await page.goto('/academic/moduleList');
  const card = page.locator('.mod-card-link').nth(n);
  await expect(card).toBeVisible();
  const code = (await card.locator('.mod-card-code').textContent())!.trim();
  await card.click();
  await expect(page).toHaveURL(/\/academic\/moduleDetail$/);
  const id = Number(await page.evaluate(() => sessionStorage.getItem('wilAcademicCohortModuleId')));
  return { code, id };
}

test('the chosen module: every module screen by address, a reload, the student module, and a second tab', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, 'mc01');

  // Chosen on the Module List: kept under the spec's key, in this tab and as the last choice.
  const chosen = await chooseFromList(page, 0);
  await expect(page.getByText(chosen.code).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('wilAcademicCohortModuleId'))).toBe(String(chosen.id));
  for (const key of ['WpaCohortModuleId', 'KeyDocumentCohortModuleId', 'WpaStudentModuleId']) {
    expect(await page.evaluate((k) => localStorage.getItem(`wilAcademic${k}`), key), key).toBeNull();
  }

  // Each module screen by address, then a reload: the same module.
  for (const s of SCREENS) {
    expect(await moduleShown(page, s.path, s.call), s.path).toBe(chosen.id);
  }
  expect(await moduleShown(page, '/academic/keyDocument', 'keyDocument/search', () => page.reload())).toBe(chosen.id);
  expect(await moduleShown(page, '/academic/WPAManagement/pendingReview', 'wpaAppl/search', () => page.goBack())).toBe(
    chosen.id,
  );

  // The student module: chosen on the Student List, read by the student summary and the offline WPA form.
  await page.goto('/academic/moduleDetail');
  await openFirstStudentSummary(page);
  const studentModuleId = Number(await page.evaluate(() => sessionStorage.getItem('wilAcademicStudentModuleId')));
  expect(studentModuleId).toBeGreaterThan(0);
  const detail = page.waitForRequest((r) => r.url().endsWith('/api/academicModule/searchModuleStudentById'));
  await page.reload();
  expect((await detail).postDataJSON().studentModuleId).toBe(studentModuleId);
  await page.goto('/academic/newWPAForm');
  await expect(page.getByRole('heading', { name: 'Fill in WPA Form' })).toBeVisible();
  await expect(page.getByText('Choose a student of the module first.')).toHaveCount(0);

  // A second tab chooses another module (the demo has one module a programme: the other
  // programme's), then selects this tab's programme again. This tab keeps its own module; a tab
  // opened next takes the last one chosen.
  const other = await page.context().newPage();
  await other.goto('/academic');
  const programme = other.getByLabel('Programme', { exact: true });
  await programme.selectOption({ label: 'BSCDS BSc (Hons) Data Science and Analytics' });
  const another = await chooseFromList(other, 0);
  expect(another.id).not.toBe(chosen.id);
  expect(await moduleShown(other, '/academic/WPAManagement', 'wpaAppl/search')).toBe(another.id);
  await other.goto('/academic');
  await other.getByLabel('Programme', { exact: true }).selectOption({ label: 'BSCCS BSc (Hons) Computer Science' });
  expect(await moduleShown(page, '/academic/WPAManagement', 'wpaAppl/search')).toBe(chosen.id);
  expect(await moduleShown(page, '/academic/WPAManagement', 'wpaAppl/search', () => page.reload())).toBe(chosen.id);
  const third = await page.context().newPage();
  expect(await moduleShown(third, '/academic/assignmentList', 'assign/searchAssignList')).toBe(another.id);
});
