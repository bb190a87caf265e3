import { describe, expect, it } from 'vitest';
import type { Access, CohortRow, Grant } from '@core/server/auth/access';
import { CallScope } from '@core/server/auth/scope';
import { AppError } from '@core/server/http/appError';
import type { ScopeFields } from '@core/shared/scopeFields';

/**
 * The one scope rule (core/server/auth/scope.ts) at its single entry, resolve(), over an access
 * cache made of data: a convener of CS and a supervisor of DS this year, a convener of CS last
 * year, nothing in MKT. Each row: the declared fields, the payload, the selected cohort
 * programme, and what the call reads (programme codes and cohort year) or the refusal.
 */
const COHORTS: CohortRow[] = [
  { cohortId: 3, cohortYear: 2026, isCurrent: true },
  { cohortId: 2, cohortYear: 2025, isCurrent: false },
  { cohortId: 1, cohortYear: 2024, isCurrent: false },
];
const grant = (cohortProgId: number, cohortId: number, progCode: string, roles: string[]): Grant => ({
  cohortProgId,
  cohortId,
  cohortYear: COHORTS.find((c) => c.cohortId === cohortId)!.cohortYear,
  progId: { CS: 1, DS: 2, MKT: 3 }[progCode]!,
  progCode,
  progTitle: progCode,
  roles,
});
const CS = 31;
const DS = 32;
const CS_LAST = 21;
const MKT = 33;
const GRANTS = [
  grant(CS, 3, 'CS', ['MODULE_CONVENER']),
  grant(DS, 3, 'DS', ['ACADEMIC_SUPERVISOR']),
  grant(CS_LAST, 2, 'CS', ['MODULE_CONVENER']),
];
/** REPORT is granted to conveners only here. */
const access = {
  grants: async () => GRANTS,
  cohorts: async () => COHORTS,
  rolesIn: async (_a: unknown, id: number) => GRANTS.find((g) => g.cohortProgId === id)?.roles ?? [],
  grantsFunction: async (roles: readonly string[], fc: string) => fc === 'REPORT' && roles.includes('MODULE_CONVENER'),
  can: async () => false,
} as unknown as Access;

const LIST: ScopeFields = { progCodeList: 'progCodeList', cohortYear: 'cohortYear' };
const YEAR_LIST: ScopeFields = { progCode: 'progCode', progCodeList: 'progCodeList', cohortYear: 'currentCohortYear' };
const ONE: ScopeFields = { cohortProgId: 'cohortProgId' };
const BY_ID: ScopeFields = { progCode: 'progCode', cohortId: 'cohortId' };
const HELD: ScopeFields = { progCodeList: 'progCodeList', cohortId: 'cohortId', reach: 'held' };

type Want = { codes: string[]; year?: number } | { refused: string; msg?: RegExp };
const ROWS: [string, ScopeFields, Record<string, unknown>, number | null, Want, object?][] = [
  // The selected programme, when the payload names none.
  ['selected, none named', LIST, {}, CS, { codes: ['CS'], year: 2026 }],
  ['selected last year', LIST, {}, CS_LAST, { codes: ['CS'], year: 2025 }],
  ['none selected, none named: all held this year', LIST, {}, null, { codes: ['CS', 'DS'], year: 2026 }],
  ['a header naming a programme not held reads as none', LIST, {}, MKT, { codes: ['CS', 'DS'], year: 2026 }],
  // Named programmes and cohort: checked, never trusted.
  ['named, this year', LIST, { progCodeList: ['ds'], cohortYear: 2026 }, CS, { codes: ['DS'], year: 2026 }],
  [
    'a foreign programme',
    LIST,
    { progCodeList: ['CS', 'MKT'] },
    CS,
    { refused: 'FORBIDDEN', msg: /MKT for cohort 2026/ },
  ],
  [
    'a foreign cohort',
    LIST,
    { progCodeList: ['DS'], cohortYear: 2025 },
    CS,
    { refused: 'FORBIDDEN', msg: /DS for cohort 2025/ },
  ],
  ['a cohort that does not exist', LIST, { cohortYear: 1999 }, CS, { refused: 'VALIDATION' }],
  ['empty fields are none', LIST, { progCodeList: [], cohortYear: null }, DS, { codes: ['DS'], year: 2026 }],
  // progCode before progCodeList; the first cohort field sent.
  [
    'progCode wins',
    YEAR_LIST,
    { progCode: 'DS', progCodeList: ['CS'], currentCohortYear: 2026 },
    CS,
    { codes: ['DS'], year: 2026 },
  ],
  ['cohort by id', BY_ID, { progCode: 'CS', cohortId: 2 }, DS, { codes: ['CS'], year: 2025 }],
  ['cohort by id, foreign', BY_ID, { progCode: 'DS', cohortId: 2 }, DS, { refused: 'FORBIDDEN' }],
  // One cohort programme.
  ['cohort programme named', ONE, { cohortProgId: CS_LAST }, DS, { codes: ['CS'], year: 2025 }],
  ['cohort programme selected', ONE, {}, DS, { codes: ['DS'], year: 2026 }],
  [
    'cohort programme foreign',
    ONE,
    { cohortProgId: MKT },
    CS,
    { refused: 'FORBIDDEN', msg: /no role in this programme/ },
  ],
  ['cohort programme, none at all', ONE, {}, null, { refused: 'FORBIDDEN', msg: /select a programme/ }],
  // Roles needed and the function each programme read must grant.
  ['need: the supervisor-only programme left out', LIST, {}, null, { codes: ['CS'] }, { need: ['MODULE_CONVENER'] }],
  [
    'need: a named one without it',
    LIST,
    { progCodeList: ['DS'] },
    CS,
    { refused: 'FORBIDDEN' },
    { need: ['MODULE_CONVENER'] },
  ],
  [
    'permission in the programme read',
    LIST,
    { progCodeList: ['CS'] },
    DS,
    { codes: ['CS'] },
    { permission: { functionCode: 'REPORT', flag: 'canSelect' } },
  ],
  [
    'permission refused where the role there lacks it, whatever the header',
    LIST,
    { progCodeList: ['CS', 'DS'] },
    CS,
    { refused: 'FORBIDDEN', msg: /programme DS does not allow/ },
    { permission: { functionCode: 'REPORT', flag: 'canSelect' } },
  ],
];

const outcome = async (fields: ScopeFields, body: object, selected: number | null, rules?: object) => {
  try {
    const s = await new CallScope(access, { academicStaffId: 7 }, selected).resolve(fields, body, rules);
    return 'cohortYear' in s ? { codes: s.progs.map((p) => p.progCode), year: s.cohortYear } : { codes: [] };
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    return { refused: e.errorCode, text: e.message };
  }
};

describe('CallScope.resolve: the single entry for a payload scope fields', () => {
  it.each(ROWS)('%s', async (_name, fields, body, selected, want, rules) => {
    const got = await outcome(fields, body, selected, rules);
    if ('refused' in want) {
      expect(got).toMatchObject({ refused: want.refused });
      if (want.msg) expect((got as { text: string }).text).toMatch(want.msg);
    } else {
      expect(got).toMatchObject({ codes: want.codes, ...(want.year ? { year: want.year } : {}) });
    }
  });

  it("'held': the programmes held in any cohort, narrowed by those named (a foreign one lists nothing)", async () => {
    const scope = new CallScope(access, { academicStaffId: 7 }, CS);
    const all = await scope.resolve(HELD, {});
    expect(all.progs.map((p) => p.progCode)).toEqual(['CS', 'DS']);
    expect(all.cohortId).toBeNull();
    expect((await scope.resolve(HELD, { progCodeList: ['MKT'], cohortId: 1 })).progIds).toEqual([]);
    await expect(scope.resolve(HELD, { cohortId: 9 })).rejects.toMatchObject({ errorCode: 'VALIDATION' });
  });

  it('a cohort named twice, by year and by id, must be one cohort', async () => {
    const fields: ScopeFields = { progCodeList: 'progCodeList', cohortYear: 'cohortYear', cohortId: 'cohortId' };
    expect(await outcome(fields, { cohortYear: 2025, cohortId: 2 }, CS_LAST)).toMatchObject({ year: 2025 });
    expect(await outcome(fields, { cohortYear: 2026, cohortId: 2 }, CS)).toMatchObject({ refused: 'VALIDATION' });
  });

  it('the kernel resolves a call spec scope fields before the handler (forCall); a call without them has none', async () => {
    const body = { progCodeList: ['DS'] };
    const scoped = await new CallScope(access, { academicStaffId: 7 }, CS).forCall({ scope: LIST }, body);
    expect(scoped.resolved).toMatchObject({ progIds: [2], cohortYear: 2026 });
    const plain = await new CallScope(access, { academicStaffId: 7 }, CS).forCall({}, body);
    expect(() => plain.resolved).toThrow(/declares no scope fields/);
  });

  it('rowScope: a row of a programme not held answers as an unknown id', async () => {
    const scope = new CallScope(access, { academicStaffId: 7 }, CS);
    expect((await scope.rowScope(DS, 'No such post.')).progs.map((p) => p.progCode)).toEqual(['DS']);
    await expect(scope.rowScope(MKT, 'No such post.')).rejects.toMatchObject({
      errorCode: 'NOT_FOUND',
      message: 'No such post.',
    });
  });
});
