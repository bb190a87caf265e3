import { expect, test, type Locator, type Page } from '@playwright/test';
import { call, chooseModule, shot, signIn } from './helpers';

/**
 * Issue 35: a row's action buttons fit their column at 1280 px and wider, in every language
 * (WPA Management's 'View' was cut to 'View …' and Key Documents' ran over 'More').
 */

const LANGS = ['EN', 'TC', 'SC'] as const;

interface Box {
  x: number;
  width: number;
}

/** Every button of a column's cells lies inside its cell, clear of the next button, with its text whole. */
async function expectButtonsFit(grid: Locator, colId: string) {
  const cells = grid.locator(`.ag-row .ag-cell[col-id="${colId}"]`);
  await expect(cells.first().getByRole('button').first()).toBeVisible();
  const count = await cells.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const cell = cells.nth(i);
    const c = (await cell.boundingBox())!;
    const buttons = await cell.getByRole('button').all();
    expect(buttons.length).toBeGreaterThan(0);
    let previous: Box | null = null;
    for (const b of buttons) {
      const box = (await b.boundingBox())!;
      expect(box.x, `a button starts inside its cell (row ${i})`).toBeGreaterThanOrEqual(c.x - 0.5);
      expect(box.x + box.width, `a button ends inside its cell (row ${i})`).toBeLessThanOrEqual(c.x + c.width + 0.5);
      if (previous) expect(box.x, 'buttons do not overlap').toBeGreaterThanOrEqual(previous.x + previous.width - 0.5);
      previous = box;
      // Its label is not cut short (an ellipsis).
      const cut = await b.evaluate((el) =>
        [el, ...el.querySelectorAll('*')].some(
          (e) => (e as HTMLElement).scrollWidth > (e as HTMLElement).clientWidth + 1,
        ),
      );
      expect(cut, `the label of '${await b.textContent()}' is whole`).toBe(false);
    }
  }
}

const programmeId = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.wilAcademicProgramme ?? 'null')?.cohortProgId as number);

/** A module of the programme with WPAs and one with key documents. */
async function modules(page: Page) {
  const list = await call<{ cohortModuleId: number }[]>(page, 'academicHome/searchModule', {
    cohortProgId: await programmeId(page),
  });
  const withRows = async (path: string) => {
    for (const m of list) {
      const body = { cohortModuleId: m.cohortModuleId, page: 1, startRow: 0, pageSize: 10 };
      const found = await call<{ total: number }>(
        page,
        path,
        path.startsWith('wpa') ? { ...body, wpaStatusList: [] } : body,
      );
      if (found.total > 0) return m.cohortModuleId;
    }
    throw new Error(`No module of the programme has rows for ${path} (demo data).`);
  };
  return { wpa: await withRows('wpaAppl/search'), keyDocuments: await withRows('keyDocument/search') };
}

test('action columns fit their buttons at 1280 px in EN, TC and SC (WPA Management, Key Documents)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'mc01');
  const ids = await modules(page);
  for (const lang of LANGS) {
    await page.evaluate((s) => localStorage.setItem('wilAcademicLanguage', s), lang);

    await chooseModule(page, { cohortModuleId: ids.wpa });
    await page.goto('/academic/WPAManagement');
    const wpa = page.locator('.wil-grid').first();
    await expectButtonsFit(wpa, 'wpaApplId');
    await shot(page, `action-column-wpa-${lang}`);

    await chooseModule(page, { cohortModuleId: ids.keyDocuments });
    await page.goto('/academic/keyDocument');
    const docs = page.locator('.wil-grid').first();
    await expectButtonsFit(docs, 'keyDocumentId');
    await shot(page, `action-column-key-documents-${lang}`);
  }
});
