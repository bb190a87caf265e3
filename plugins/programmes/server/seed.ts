import type { SeedContext } from '@core/server/plugin.js';
import type { ProgrammesDb } from './area.js';

/** Programme-specific WPA questions (9 to 13) some demo programmes ask. */
const SPECIFIC: Record<string, string[]> = {
  BSCCS: [
    'Applies sound software engineering practice (version control, testing, code review).',
    'Explains technical decisions clearly to non-technical colleagues.',
  ],
  BSCDS: ['Handles data ethically and with regard to privacy law.'],
  BAID: ['Involves users in the design process and acts on their feedback.'],
};

/** The setup of the current and previous cohort of every programme but one (that one is left to set up). */
export async function seedProgrammeSetup({ db, random }: SeedContext<ProgrammesDb>) {
  const t = db;
  const cohorts = await db.selectFrom('cohorts').select(['cohortId', 'cohortYear', 'isCurrent']).execute();
  const current = cohorts.find((c) => c.isCurrent === 'Y') ?? cohorts.sort((a, b) => b.cohortYear - a.cohortYear)[0];
  if (!current) return;
  const previous = cohorts.find((c) => c.cohortYear === current.cohortYear - 1);
  const progs = await db.selectFrom('programmes').select(['progId', 'progCode']).orderBy('progCode').execute();
  const cps = await db.selectFrom('cohortProgrammes').select(['cohortProgId', 'cohortId', 'progId']).execute();
  const roles = await db.selectFrom('staffRoles').select(['academicStaffId', 'cohortProgId', 'roleCode']).execute();
  const holders = (cohortProgId: number | undefined, roleCode: string) =>
    roles
      .filter((r) => r.cohortProgId === cohortProgId && r.roleCode === roleCode)
      .map((r) => r.academicStaffId)
      .sort((a, b) => a - b);
  const cpOf = (progId: number, cohortId: number | undefined) =>
    cps.find((c) => c.progId === progId && c.cohortId === cohortId)?.cohortProgId;

  for (const p of progs.filter((x) => x.progCode !== 'BENGEE')) {
    const currentCp = cpOf(p.progId, current.cohortId);
    for (const cohort of [current, previous]) {
      const cohortProgId = cpOf(p.progId, cohort?.cohortId);
      if (!cohortProgId) continue;
      // Staff of that cohort, or of the current one when nobody held the role then.
      const who = (role: string) =>
        holders(cohortProgId, role).length ? holders(cohortProgId, role) : holders(currentCp, role);
      const leader = who('PROGRAMME_LEADER')[0];
      const convener = who('MODULE_CONVENER')[0];
      const supervisors = who('ACADEMIC_SUPERVISOR');
      if (!leader || !convener) continue;
      // Assignment weightings add up to 100: log, final report, other, WPA.
      const log = [10, 15, 20][Math.floor(random() * 3)]!;
      const other = [0, 10][Math.floor(random() * 2)]!;
      const wpa = [30, 40][Math.floor(random() * 2)]!;
      const report = 100 - log - other - wpa;
      const specific = SPECIFIC[p.progCode] ?? [];
      // Question weightings add up to 100 over questions 1-8 and the programme's own questions.
      const count = 8 + specific.length;
      const each = Math.floor(10000 / count) / 100;
      const weights = Array.from({ length: 13 }, (_, i) => (i < count ? each : null));
      weights[0] = Math.round((100 - each * (count - 1)) * 100) / 100;
      const values: Record<string, unknown> = {
        cohortProgId,
        programmeLeaderId: leader,
        moduleConvenerId: convener,
        assignment1LogWeighting: log.toFixed(2),
        assignment2FinalReportWeighting: report.toFixed(2),
        assignment3OtherWeighting: other.toFixed(2),
        wpaWeighting: wpa.toFixed(2),
      };
      weights.forEach((w, i) => (values[`wpaQuestion${i + 1}Weighting`] = w === null ? null : w.toFixed(2)));
      specific.forEach((q, i) => (values[`programmeSpecificWpaQuestion${9 + i}`] = q));
      const { programmeParametersId } = await t
        .insertInto('programmeParameters')
        .values(values as never)
        .returning('programmeParametersId')
        .executeTakeFirstOrThrow();
      if (supervisors.length) {
        await t
          .insertInto('programmeParameterSupervisors')
          .values(supervisors.map((academicStaffId) => ({ programmeParametersId, academicStaffId })))
          .execute();
      }
    }
  }
}
