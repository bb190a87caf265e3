import { afterAll, describe, expect, it } from 'vitest';
import { profileCalls } from '@schemas/profile/calls';
import { wpaCalls } from '@schemas/wpa/calls';
import { baseUrl, callAs } from '../../support/api';
import { one, wpaSuite } from './setup';

/**
 * Issue 34, probe finding 1: every AS may set WPA Standing Approval on their own profile; a flag a
 * person sets on themselves must never widen what they may do to others' records. as01 switches
 * it on through the profile call itself, then tries every decision on as02's students' WPAs.
 */
const { ctx, as, wpaIn, stateOf } = wpaSuite();

afterAll(async () => {
  await ctx.db.query(`update academic_staff set wpa_stand_approve_ind = 'N' where user_id = $1`, [ctx.uid.as01]);
});

/** as01 saves their own profile with WPA Standing Approval Y, as the Detail screen does. */
async function grantMyself() {
  const cohortId = (await one<{ cohort_id: number }>(ctx.db, `select cohort_id from cohorts where is_current = 'Y'`))!
    .cohort_id;
  const staffId = (await one<{ id: number }>(
    ctx.db,
    `select academic_staff_id as id from academic_staff where user_id = $1`,
    [ctx.uid.as01],
  ))!.id;
  const p = (
    await callAs({ token: ctx.t.as01, cohortProgId: ctx.ccs }, profileCalls.webSiteSearchById, {
      roleCode: null,
      progCode: 'BSCCS',
      academicStaffId: staffId,
      cohortId,
    })
  ).object;
  expect(p.showWpaStandApprove).toBe(true);
  const data = {
    ...p,
    wpaStandApproveInd: 'Y',
    academicPhotoModel: { status: 'done', url: p.academicPhoto },
    roleCode: null,
    progCode: 'BSCCS',
    cohortId,
  };
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  const res = await fetch(`${baseUrl()}/api/academicStaff/webSiteUpdateById`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ctx.t.as01}`, 'x-cohort-prog-id': String(ctx.ccs) },
    body: form,
  });
  expect((await res.json()).msg).toBe('SUCCESS');
  const row = await one(ctx.db, `select wpa_stand_approve_ind from academic_staff where user_id = $1`, [ctx.uid.as01]);
  expect(row.wpa_stand_approve_ind).toBe('Y');
}

describe('WPA Standing Approval set on oneself grants nothing over others’ students (issue 34)', () => {
  it("as01 with the flag on cannot approve, return, accept, reject, re-weight or open as02's students' WPAs", async () => {
    const pendingSend = await wpaIn('PENDING_SEND', 'as02');
    const pendingReview = await wpaIn('PENDING_REVIEW', 'as02');
    const accepted = await wpaIn('ACCEPTED', 'as02');
    const own = await wpaIn('PENDING_SEND', 'as01');
    const weightOf = async () =>
      (
        await one(ctx.db, `select override_weight::text as w from wpa_appls where wpa_appl_id = $1`, [
          accepted.wpa_appl_id,
        ])
      ).w;
    const weightBefore = await weightOf();
    await grantMyself();

    // Refused as for any WPA an AS may not see: as an unknown id (NOT_FOUND, issue 34's finding 6).
    const refused = (r: { errorCode: string | null }) => expect(r.errorCode).toBe('NOT_FOUND');
    refused(
      await as('as01', wpaCalls.approve, { wpaApplId: pendingSend.wpa_appl_id, lastUpdatedDate: pendingSend.token }),
    );
    refused(
      await as('as01', wpaCalls.updateStatus, {
        wpaApplId: pendingSend.wpa_appl_id,
        wpaStatus: 'RETURNED_TO_STUDENT',
        eventRemark: 'Not mine to return.',
      }),
    );
    expect((await stateOf(pendingSend.wpa_appl_id)).wpa_status).toBe('PENDING_SEND');
    for (const wpaStatus of ['ACCEPTED', 'REJECTED'] as const) {
      refused(
        await as('as01', wpaCalls.updateStatusAndInput, {
          wpaApplId: pendingReview.wpa_appl_id,
          wpaStatus,
          selectStudentOrIs: 'IS',
          lastUpdatedDate: pendingReview.token,
        }),
      );
    }
    expect((await stateOf(pendingReview.wpa_appl_id)).wpa_status).toBe('PENDING_REVIEW');
    refused(
      await as('as01', wpaCalls.updateOverrideWeight, {
        studentModuleId: accepted.student_module_id,
        wpaApplModelList: [{ wpaApplId: accepted.wpa_appl_id, overrideWeight: 0.1 }],
      }),
    );
    expect(await weightOf()).toBe(weightBefore);
    refused(await as('as01', wpaCalls.searchById, { wpaApplId: accepted.wpa_appl_id }));
    refused(await as('as01', wpaCalls.searchAllAccepted, { studentModuleId: accepted.student_module_id }));

    // Their own student's WPA they decide as before: the flag neither takes nor gives.
    const mine = await as('as01', wpaCalls.approve, { wpaApplId: own.wpa_appl_id, lastUpdatedDate: own.token });
    expect(mine.msg).toBe('SUCCESS');
  });
});
