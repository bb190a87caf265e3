import type { Db } from '@core/server/db/connect.js';
import { PERMISSION_FLAGS, type ServerPlugin } from '@core/server/plugin.js';
import { hashPassword } from '@core/server/auth/passwords.js';
import { sanitizeHtml } from '@core/server/html/sanitizeHtml.js';
import { demoFiles } from '@core/server/demo/demoFiles.js';
import { Counters } from '@core/server/counters/counters.js';
import { areaHandle } from '@core/server/db/handles.js';
import { publishedViews } from '@core/server/extensions/readViews.js';
import { seededRandom } from './random.js';
import { seedStudentContacts } from './studentContacts.js';
import {
  AREAS,
  COMPANIES,
  DEPARTMENTS,
  FIRST_NAMES,
  FUNCTION_PERMISSIONS,
  LAST_NAMES,
  OTHER_USERS,
  PROGRAMMES,
  ROLES,
  STAFF,
  SYS_PARAMS,
} from './institution.js';

export const DEMO_PASSWORD = 'demo';

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');

/**
 * Loads the demo institution: three cohorts (the current one and two earlier), 4 departments,
 * 8 programmes, staff in every role, 360 students over study years 1 to 4+, 24 companies with
 * contacts, reference parameters and function permissions; then each plugin's seed hook.
 */
export async function seedDemo(db: Db, plugins: readonly ServerPlugin[] = [], currentYear = new Date().getFullYear()) {
  const random = seededRandom(20260901);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
  // One hash for every demo account: scrypt is slow on purpose, and they share one password.
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('roles')
      .values(ROLES.map((r) => ({ ...r })))
      .execute();
    const depts = await trx.insertInto('departments').values(DEPARTMENTS).returning(['deptId', 'deptCode']).execute();
    const deptId = new Map(depts.map((d) => [d.deptCode, d.deptId]));
    const progs = await trx
      .insertInto('programmes')
      .values(
        PROGRAMMES.map((p) => ({
          progCode: p.progCode,
          progTitle: p.progTitle,
          deptId: deptId.get(p.dept)!,
          launchYear: p.launchYear,
        })),
      )
      .returning(['progId', 'progCode'])
      .execute();
    const progId = new Map(progs.map((p) => [p.progCode, p.progId]));

    const years = [currentYear, currentYear - 1, currentYear - 2];
    const cohorts = await trx
      .insertInto('cohorts')
      .values(years.map((y) => ({ cohortYear: y, isCurrent: y === currentYear ? 'Y' : 'N' }) as const))
      .returning(['cohortId', 'cohortYear'])
      .execute();
    const cohortId = new Map(cohorts.map((c) => [c.cohortYear, c.cohortId]));
    const cps = await trx
      .insertInto('cohortProgrammes')
      .values(cohorts.flatMap((c) => progs.map((p) => ({ cohortId: c.cohortId, progId: p.progId }))))
      .returning(['cohortProgId', 'cohortId', 'progId'])
      .execute();
    const cpId = (year: number, progCode: string) =>
      cps.find((c) => c.cohortId === cohortId.get(year) && c.progId === progId.get(progCode))!.cohortProgId;

    const modules = await trx
      .insertInto('modules')
      .values(
        PROGRAMMES.map((p) => ({ moduleCode: p.module[0], moduleName: p.module[1], progId: progId.get(p.progCode)! })),
      )
      .returning(['moduleId', 'progId'])
      .execute();
    await trx
      .insertInto('cohortModules')
      .values(
        cps.map((cp) => ({
          cohortProgId: cp.cohortProgId,
          moduleId: modules.find((m) => m.progId === cp.progId)!.moduleId,
          status: cp.cohortId === cohortId.get(currentYear) ? 'ACTIVE' : 'COMPLETED',
        })),
      )
      .execute();

    // Staff and their roles per cohort programme.
    const staffId = new Map<string, number>();
    for (const s of STAFF) {
      const user = await trx
        .insertInto('users')
        .values({
          accountId: s.accountId,
          userType: 'ACADEMIC',
          email: `${slug(s.firstName)}.${slug(s.lastName)}@wil.example.edu`,
          firstName: s.firstName,
          lastName: s.lastName,
          passwordHash,
        })
        .returning('userId')
        .executeTakeFirstOrThrow();
      const staff = await trx
        .insertInto('academicStaff')
        .values({
          userId: user.userId,
          staffSaluation: s.salutation,
          cna: s.accountId.toUpperCase(),
          baseProgId: progId.get(s.base)!,
          progRoleTitle: s.title,
          jobappStandApproveInd: 'N',
          receiveNotiInd: 'Y',
          wpaStandApproveInd: 'N',
        })
        .returning('academicStaffId')
        .executeTakeFirstOrThrow();
      staffId.set(s.accountId, staff.academicStaffId);
      const roles = [
        ...s.roles.map(([p, r]) => ({ cohortProgId: cpId(currentYear, p), roleCode: r })),
        ...(s.earlier ?? []).flatMap(([p, r]) =>
          [currentYear - 1, currentYear - 2].map((y) => ({ cohortProgId: cpId(y, p), roleCode: r })),
        ),
      ];
      await trx
        .insertInto('staffRoles')
        .values(roles.map((r) => ({ ...r, academicStaffId: staff.academicStaffId })))
        .execute();
    }

    for (const u of OTHER_USERS)
      await trx
        .insertInto('users')
        .values({ ...u, passwordHash })
        .execute();

    // Students: 15 per programme and cohort. Direct entrants (year 2 entry) make the Year 4+ group.
    const supervisorsOf = (progCode: string) =>
      STAFF.filter((s) => s.roles.some(([p, r]) => p === progCode && r === 'ACADEMIC_SUPERVISOR')).map((s) =>
        staffId.get(s.accountId)!,
      );
    let n = 0;
    for (const year of years) {
      for (const p of PROGRAMMES) {
        const supervisors = supervisorsOf(p.progCode);
        for (let i = 0; i < 15; i++) {
          n++;
          const first = pick(FIRST_NAMES);
          const last = pick(LAST_NAMES);
          const isStu01 = n === 1;
          const acct = `${String(year).slice(2)}${String(100000 + n).slice(1)}A`;
          const user = await trx
            .insertInto('users')
            .values({
              accountId: isStu01 ? 'stu01' : acct,
              userType: 'STUDENT',
              email: `${acct.toLowerCase()}@student.wil.example.edu`,
              firstName: first,
              lastName: last,
              passwordHash,
            })
            .returning('userId')
            .executeTakeFirstOrThrow();
          await trx
            .insertInto('students')
            .values({
              userId: user.userId,
              studentAcctId: acct,
              progId: progId.get(p.progCode)!,
              cohortId: cohortId.get(year)!,
              studyYearEntry: i % 5 === 4 ? 2 : 1,
              academicStaffId: supervisors.length ? supervisors[i % supervisors.length]! : null,
              contactPhone: `9${String(1000000 + Math.floor(random() * 8999999)).slice(0, 7)}`,
            })
            .execute();
        }
      }
    }

    // Industry partners, their contacts, and a PARTNER account for each primary contact; each
    // contact names the WIL staff member who asked the company to join (the report's requestor).
    const requestorOf = (i: number) => {
      const s = STAFF[(i * 3) % STAFF.length]!;
      const dept = PROGRAMMES.find((p) => p.progCode === s.base)?.dept;
      return {
        wilContactName: `${s.salutation} ${s.firstName} ${s.lastName}`,
        wilDeptName: DEPARTMENTS.find((d) => d.deptCode === dept)?.deptName ?? null,
      };
    };
    for (const [i, [name, business, district]] of COMPANIES.entries()) {
      const domain = `${slug(name).slice(0, 18)}.example.com`;
      const partner = await trx
        .insertInto('partners')
        .values({
          companyName: name,
          companyWebsite: `https://www.${domain}`,
          companySocailMedia: `https://www.linkedin.com/company/${slug(name)}`,
          companyFacebook: i % 2 ? `https://www.facebook.com/${slug(name)}` : null,
          companyInstagram: i % 3 ? null : `https://www.instagram.com/${slug(name)}`,
          companyYouTuBe: i % 4 ? null : `https://www.youtube.com/@${slug(name)}`,
          companyWeChat: i % 5 ? null : slug(name).slice(0, 12),
          companyLocation: `${10 + i} ${district} Road, ${district}, Hong Kong`,
          // Partner-written rich text goes in through the one HTML policy.
          companyProfile: sanitizeHtml(
            `<h3>About ${name}</h3><p>${name} works in ${business.toLowerCase()} from its office in ${district}. We welcome university students for work-integrated learning every year.</p><ul><li>Mentoring by a named industry supervisor</li><li>Real projects with real clients</li></ul>`,
          ),
          dispSeq: i + 1,
        })
        .returning('partnerId')
        .executeTakeFirstOrThrow();
      const contactFirst = pick(FIRST_NAMES);
      const contactLast = pick(LAST_NAMES);
      const email = `${slug(contactFirst)}.${slug(contactLast)}@${domain}`;
      const accountId = `ip${String(i + 1).padStart(2, '0')}`;
      const user = await trx
        .insertInto('users')
        .values({ accountId, userType: 'PARTNER', email, firstName: contactFirst, lastName: contactLast, passwordHash })
        .returning('userId')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('partnerContacts')
        .values([
          {
            partnerId: partner.partnerId,
            userId: user.userId,
            contactName: `${contactFirst} ${contactLast}`,
            contactTitle: pick([
              'HR Manager',
              'Talent Acquisition Lead',
              'Internship Coordinator',
              'Engineering Manager',
            ]),
            contactDept: pick(['Human Resources', 'People and Culture', 'Operations', 'Technology']),
            contactOfficePhone: `2${String(1000000 + i * 7919).slice(0, 7)}`,
            contactMobilePhone: `6${String(1000000 + i * 3571).slice(0, 7)}`,
            contactEmail: email,
            isPrimary: 'Y',
            ...requestorOf(i),
          },
          ...(i % 3 === 0
            ? [
                {
                  partnerId: partner.partnerId,
                  userId: null,
                  contactName: `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`,
                  contactTitle: 'Team Lead',
                  contactDept: 'Operations',
                  contactOfficePhone: `3${String(1000000 + i * 131).slice(0, 7)}`,
                  contactMobilePhone: null,
                  contactEmail: `team@${domain}`,
                  isPrimary: 'N' as const,
                  ...requestorOf(i + 1),
                },
              ]
            : []),
        ])
        .execute();
    }

    // Reference parameters: areas with their work locations, and the other segments.
    for (const [ai, [area, locations]] of AREAS.entries()) {
      const a = await trx
        .insertInto('sysParams')
        .values({ segment: 'AREA', code: slug(area).toUpperCase(), parmValue1: area, dispSeq: ai + 1 })
        .returning('paramId')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('sysParams')
        .values(
          locations.map((l, li) => ({
            segment: 'WORK_LOCATION',
            code: slug(l).toUpperCase(),
            parmValue1: l,
            parentParamId: a.paramId,
            dispSeq: ai * 100 + li + 1,
          })),
        )
        .execute();
    }
    for (const [segment, values] of Object.entries(SYS_PARAMS)) {
      await trx
        .insertInto('sysParams')
        .values(values.map(([code, parmValue1], i) => ({ segment, code, parmValue1, dispSeq: i + 1 })))
        .execute();
    }

    await trx
      .insertInto('functionPermissions')
      .values(
        Object.entries(FUNCTION_PERMISSIONS).flatMap(([functionCode, byRole]) =>
          Object.entries(byRole).map(([roleCode, flags]) => ({
            roleCode,
            functionCode,
            ...Object.fromEntries(PERMISSION_FLAGS.map((f, i) => [f, flags[i] === 'Y' ? 'Y' : 'N'])),
          })),
        ) as never,
      )
      .execute();
  });

  // Students' own contact fields and resumes: student data, the kernel's.
  await seedStudentContacts(db);
  const { publishes } = publishedViews(plugins);
  const counters = Counters.of(plugins);
  for (const p of plugins) await p.seed?.({ db: areaHandle(db), random, demoFiles, publishes, counters });
}
