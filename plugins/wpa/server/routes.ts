import { type ServerRoute } from '@core/server/plugin.js';
import { defineRoute } from './area.js';
import { validation } from '@core/server/http/appError.js';
import type { CallScope } from '@core/server/auth/scope.js';
import { permission } from '@schemas/core/contract.js';
import { wpaCalls } from '@schemas/wpa/calls.js';
import { wpaContract } from '@schemas/wpa/contract.js';
import { acceptOrReject, approveWpa, resendToIs, updateRemark, updateWpaStatus } from './services/decisions.js';
import { readableWpa, wpaDetail } from './services/detail.js';
import { insertOffline } from './services/offline.js';
import { generatePdf } from './services/pdf.js';
import { remindSelected } from './services/reminders.js';
import { currentQuestionSet, questionReply, questionSetOfWpa } from './services/questions.js';
import { searchWpas } from './services/search.js';
import { searchWpaChart } from './services/chart.js';
import { searchInsightChart } from './services/insights.js';
import { searchAllAccepted, studentModuleFor, updateOverrideWeight } from './services/weighting.js';

const { wpa } = wpaContract.functions;
const SELECT = permission(wpa, 'canSelect');
const UPDATE = permission(wpa, 'canUpdate');
const INSERT = permission(wpa, 'canInsert');
const DOWNLOAD = permission(wpa, 'canDownload');

/** The caller's roles in a WPA's programme (the kernel's access cache). */
const rolesOf = (scope: CallScope) => (cohortProgId: number) => scope.rolesIn(cohortProgId);

/**
 * The WPA calls of 001 §7 and 002 §7. Every permission is the WPA function's in the selected
 * programme (the kernel checks it before the handler); each service then checks the caller in
 * the WPA's own programme (roles, Standing Approval, assigned AS) and lets the machine decide.
 */
export const wpaRoutes: readonly ServerRoute[] = [
  defineRoute({
    ...wpaCalls.search,
    summary: "One cohort module's WPAs for WPA Management and the student summary, filtered, sorted and paged.",
    description: 'An AS who is neither MC nor PL of the programme sees only their own students, whatever is sent.',
    auth: 'academic',
    permission: SELECT,
    handler: (c) => searchWpas(c),
  }),
  defineRoute({
    ...wpaCalls.searchChart,
    summary: "The Module Summary's WPA forms by status (maintained counts), for the module or one AS's students.",
    description: 'An AS who is neither MC nor PL of the programme gets their own students’ figures, whatever is sent.',
    auth: 'academic',
    permission: SELECT,
    handler: ({ db, actor, scope, body }) => searchWpaChart(db, actor, scope, body),
  }),
  defineRoute({
    ...wpaCalls.searchInsightChart,
    summary:
      'An Insights chart across the modules of the programmes read: completion by week, ratings per question, forms by status.',
    description:
      'From maintained figures. Reads only programmes where the caller’s role allows WPA canSelect (FORBIDDEN otherwise); an AS who is neither MC nor PL there gets their own students’ figures.',
    auth: 'academic',
    handler: ({ db, actor, scope, body }) => searchInsightChart(db, actor, scope, body),
  }),
  defineRoute({
    ...wpaCalls.searchById,
    summary: 'One WPA with its decision history, signed file links and the actions the caller may take.',
    auth: 'academic',
    permission: SELECT,
    handler: ({ db, kernel, actor, scope, body }) => wpaDetail(db, kernel, actor, rolesOf(scope), body.wpaApplId),
  }),
  defineRoute({
    ...wpaCalls.searchWpaQuestion,
    summary: "A WPA's question set (by wpaApplId), or a student module's before its WPA exists (by studentModuleId).",
    auth: 'academic',
    permission: SELECT,
    async handler({ db, kernel, actor, scope, body }) {
      if (body.wpaApplId) {
        const { row } = await readableWpa(db, actor, rolesOf(scope), body.wpaApplId);
        return questionReply(await questionSetOfWpa(db, kernel, row));
      }
      if (!body.studentModuleId) throw validation('Send wpaApplId or studentModuleId.');
      const sm = await studentModuleFor(db, actor, rolesOf(scope), body.studentModuleId);
      const set = await currentQuestionSet(db, kernel, sm.cohortModuleId);
      return questionReply(set);
    },
  }),
  defineRoute({
    ...wpaCalls.approve,
    summary: 'Approve: PENDING_SEND → SENT_TO_IS, queuing the mail to the industry supervisor in the same transaction.',
    auth: 'academic',
    permission: UPDATE,
    handler: ({ kernel, db, actor, body }) => approveWpa(kernel, db, actor, body),
  }),
  defineRoute({
    ...wpaCalls.updateStatusAndInput,
    summary: 'Accept or Reject a PENDING_REVIEW WPA, with the source of the profile information (STUDENT or IS).',
    auth: 'academic',
    permission: UPDATE,
    handler: ({ kernel, db, actor, body }) => acceptOrReject(kernel, db, actor, body),
  }),
  defineRoute({
    ...wpaCalls.updateStatus,
    summary: 'Return to Student (comment required) or Terminate.',
    auth: 'academic',
    permission: UPDATE,
    handler: ({ kernel, db, actor, body }) => updateWpaStatus(kernel, db, actor, body),
  }),
  defineRoute({
    ...wpaCalls.resendToIS,
    summary: 'Resend a SENT_TO_IS WPA to the industry supervisor (name and email), queuing the mail.',
    auth: 'academic',
    permission: UPDATE,
    handler: ({ kernel, db, actor, body }) => resendToIs(kernel, db, actor, body),
  }),
  defineRoute({
    ...wpaCalls.updateRemark,
    summary: "The notes panel: the AS's private remarks and the comments to the student.",
    auth: 'academic',
    permission: UPDATE,
    handler: ({ kernel, db, actor, body }) => updateRemark(kernel, db, actor, body),
  }),
  defineRoute({
    ...wpaCalls.searchAllAccepted,
    summary: "A student module's accepted WPAs with marks, weights and the total out of 100 (the weighting popup).",
    auth: 'academic',
    permission: SELECT,
    handler: ({ db, actor, scope, body }) => searchAllAccepted(db, actor, rolesOf(scope), body.studentModuleId),
  }),
  defineRoute({
    ...wpaCalls.updateOverrideWeight,
    summary: "Adjust the weighting: each accepted WPA's override weight (0 to 1, 3 decimals) and the AS comment.",
    auth: 'academic',
    permission: UPDATE,
    handler: ({ db, actor, kernel, body }) => updateOverrideWeight(db, actor, body, kernel.counters),
  }),
  defineRoute({
    ...wpaCalls.insert,
    summary:
      'An offline WPA from the paper form (created ACCEPTED_OFFLINE), with the signature image and the paper form.',
    auth: 'academic',
    permission: INSERT,
    handler: (c) => insertOffline(c, rolesOf(c.scope)),
  }),
  defineRoute({
    ...wpaCalls.remind,
    summary: "Reminds the industry supervisors of selected SENT_TO_IS WPAs at once, with their link ('over' list).",
    description:
      'A result per WPA: sent; skipped when the supervisor was mailed about it in the last 24 hours; refused when ' +
      'the status moved, the caller may not remind it (MC, assigned AS or privileged), or there is no address.',
    auth: 'academic',
    permission: UPDATE,
    handler: ({ kernel, db, actor, body }) => remindSelected(kernel, db, actor, body),
  }),
  defineRoute({
    ...wpaCalls.generatePdf,
    summary: 'The printed WPA form (A4 PDF) of an ACCEPTED or ACCEPTED_OFFLINE WPA; the envelope otherwise.',
    auth: 'academic',
    permission: DOWNLOAD,
    handler: (c) => generatePdf(c, rolesOf(c.scope)),
  }),
];
