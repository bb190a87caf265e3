import { describe, expect, it } from 'vitest';
import { scopeFieldNames } from '@core/shared/scopeFields';
import { allCallSpecs } from '../support/callSpecs';

/**
 * One scope (docs/ARCHITECTURE.md): a payload field that names a programme or a cohort is read by
 * CallScope alone, so every call spec that carries one declares it in `scope`. The few that are not
 * the call's scope say why here.
 */
const PROGRAMME_OR_COHORT =
  /^(progCode|progCodeList|progId|cohortProgId|cohortYear|currentCohortYear|cohortId)$|CohortProgId$/;

const NOT_SCOPE: Record<string, Record<string, string>> = {
  'commonDropDown/searchProgramme': { progCode: 'the Programme Code search box: a part of a code, like progTitle' },
  'studentProgramme/searchCohortProgramme': { progCode: 'the Programme Code search box, as above' },
  'programmeSetup/clone': {
    sourceCohortProgId: 'the setup copied: a row, checked against the programmes the caller leads (CallScope.held)',
    cohortYear: 'the cohort the setup is copied to, not one the call reads',
  },
  'user/searchAcademic': { cohortId: 'not read: the answer lists the caller’s roles in every cohort' },
  'academicStaff/webSiteUpdateById': { progId: 'a read-only field of the form, sent back and never read' },
};

describe('the scope fields of every call spec', () => {
  const specs = allCallSpecs();

  it('finds the call specs of every area', () => {
    expect(specs.length).toBeGreaterThan(100);
    expect(specs.some((s) => s.path === 'academicHome/searchAppl')).toBe(true);
  });

  it('declares each programme or cohort field of a payload as a scope field, or says why it is not one', () => {
    const undeclared: string[] = [];
    for (const spec of specs) {
      const props = Object.keys((spec.body as { properties?: object } | undefined)?.properties ?? {});
      const declared = new Set(spec.scope ? scopeFieldNames(spec.scope) : []);
      for (const field of props.filter((p) => PROGRAMME_OR_COHORT.test(p))) {
        if (!declared.has(field) && !NOT_SCOPE[spec.path]?.[field]) undeclared.push(`${spec.path} ${field}`);
      }
    }
    expect(undeclared).toEqual([]);
  });

  it('names only fields its payload has', () => {
    for (const spec of specs.filter((s) => s.scope)) {
      const props = (spec.body as { properties?: object } | undefined)?.properties ?? {};
      for (const f of scopeFieldNames(spec.scope!)) expect(Object.hasOwn(props, f), `${spec.path} ${f}`).toBe(true);
    }
  });
});
