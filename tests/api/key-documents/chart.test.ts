import { describe, expect, it } from 'vitest';
import { keyDocumentCalls as c } from '@schemas/key-documents/calls';
import { modulesSuite } from '../modules/setup';

/**
 * Issue 38: the Module Summary's key-documents chart answers what Key Documents counts by status,
 * with the list's role rules (an AS: their own students only), and refuses what the list refuses.
 */
const { ctx, as } = modulesSuite();

type Figure = { category: string; series: string; value: number };
const total = (figures: readonly Figure[]) => figures.reduce((n, f) => n + f.value, 0);
const listTotal = async (login: 'mc01' | 'as01', body: object) =>
  (await as(login, c.search, { cohortModuleId: ctx.mcs, pageSize: 1, ...body })).object.total;

describe('keyDocument/searchChart', () => {
  it("each status equals keyDocument/search's total of that status", async () => {
    const r = await as('mc01', c.searchChart, { cohortModuleId: ctx.mcs });
    expect(r.msg).toBe('SUCCESS');
    expect(r.object.map((f) => f.category)).toEqual(['DRAFT', 'SUBMITTED']);
    for (const f of r.object) {
      expect(f.value, f.category).toBe(await listTotal('mc01', { keyDocumentStatusList: [f.category] }));
    }
    expect(total(r.object)).toBe(await listTotal('mc01', {}));
    expect(total(r.object)).toBeGreaterThan(0);
  });

  it("an AS gets their own students' documents, whatever is sent; the MC may ask for one AS's", async () => {
    const own = await as('mc01', c.searchChart, { cohortModuleId: ctx.mcs, academicSupervisorUserId: ctx.uid.as01 });
    const all = await as('mc01', c.searchChart, { cohortModuleId: ctx.mcs });
    expect(total(own.object)).toBeLessThan(total(all.object));
    for (const academicSupervisorUserId of [undefined, ctx.uid.as02]) {
      const r = await as('as01', c.searchChart, { cohortModuleId: ctx.mcs, academicSupervisorUserId });
      expect(r.object).toEqual(own.object);
    }
    for (const f of own.object) {
      expect(f.value, f.category).toBe(await listTotal('as01', { keyDocumentStatusList: [f.category] }));
    }
  });

  it('refuses bad input and a module the caller may not see, like the list', async () => {
    expect((await as('mc01', c.searchChart, {} as { cohortModuleId: number })).errorCode).toBe('VALIDATION');
    expect((await as('mc01', c.searchChart, { cohortModuleId: 'x' as unknown as number })).errorCode).toBe(
      'VALIDATION',
    );
    const other = await as('as01', c.searchChart, { cohortModuleId: ctx.mds });
    expect(other.errorCode).not.toBeNull();
    expect(other.errorCode).toBe((await as('as01', c.search, { cohortModuleId: ctx.mds })).errorCode);
    expect((await as('mc01', c.searchChart, { cohortModuleId: 999999 })).errorCode).toBe('NOT_FOUND');
    expect((await as('mc01', c.search, { cohortModuleId: 999999 })).errorCode).toBe('NOT_FOUND');
  });
});
