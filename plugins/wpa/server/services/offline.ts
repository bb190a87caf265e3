import { sql } from 'kysely';
import type { WpaCall } from '../area.js';
import { forbidden, validation } from '@core/server/http/appError.js';
import { tokenOf } from '@core/server/db/lists.js';
import type { ReceivedFiles } from '@core/server/http/multipartBody.js';
import { WPA_MSG } from '@schemas/wpa/limits.js';
import { messagesOf, wpaFormErrors } from '../../shared/formRules.js';
import { markOf } from '../../shared/marks.js';
import { refuse, type Decision } from './decisions.js';
import { formSet, formValuesOf, OFFLINE_FIELDS, ratingsOf } from './formFields.js';
import { askedOf, currentQuestionSet, questionColumns } from './questions.js';
import { studentModuleFor } from './weighting.js';
import { studentFigures } from '../figures/studentFigures.js';
import { codedRemark } from './remarks.js';

/** Where the offline forms' files are kept (the file store's folders). */
export const SIGNATURE_FOLDER = 'wpa/signatures';
export const PAPER_FORM_FOLDER = 'wpa/paper-forms';

/**
 * wpaAppl/insert (002 §2 'New WPA form', §5): an offline WPA entered from the paper form,
 * created ACCEPTED_OFFLINE. The kernel has read and checked both files (types by content, sizes
 * refused while streaming); here the form is checked with the offline rules and the question set
 * of the student's programme, then the files are stored and the WPA and its event written in one
 * transaction. Nothing is kept of a refused insert: a refusal comes before the files are stored,
 * and a failure after removes them.
 */
export async function insertOffline(
  c: WpaCall<'insert'> & { files: ReceivedFiles },
  roles: (cohortProgId: number) => Promise<string[]>,
): Promise<Decision> {
  const { kernel, db, actor, body, files } = c;
  const sm = await studentModuleFor(db, actor, roles, body.studentModuleId);
  // 002 §6: the offline WPA is entered by the Academic Supervisor: the student's own, or a
  // privileged user of the programme (its module convener).
  if (!sm.caller.assignedAs && !sm.caller.privileged) {
    throw forbidden("Only the student's academic supervisor or the module convener may enter an offline WPA.");
  }
  const questions = await currentQuestionSet(db, kernel, sm.cohortModuleId);
  const asked = askedOf(questions);
  const values = formValuesOf(body as Record<string, unknown>, OFFLINE_FIELDS);
  refuse(messagesOf(wpaFormErrors(values, { variant: 'offline', questionNos: asked })));
  const signature = files.signatureImg;
  const paper = files.file;
  if (!signature) throw validation(WPA_MSG.signatureImage);
  if (!paper) throw validation(WPA_MSG.paperForm);

  const stored: string[] = [];
  try {
    const signaturePath = await kernel.store.save(SIGNATURE_FOLDER, signature.bytes, signature.ext);
    stored.push(signaturePath);
    const paperPath = await kernel.store.save(PAPER_FORM_FOLDER, paper.bytes, paper.ext);
    stored.push(paperPath);
    return await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('wpaAppls')
        .values({
          ...formSet(values, OFFLINE_FIELDS),
          ...questionColumns(questions),
          studentModuleId: body.studentModuleId,
          cohortModuleId: sm.cohortModuleId,
          wpaStatus: 'ACCEPTED_OFFLINE',
          applyDate: sql`now()` as never,
          mark: markOf(ratingsOf(values), questions.weightings, asked),
          signatureImgPath: signaturePath,
          filePath: paperPath,
          fileName: paper.fileName || `WPA paper form.${paper.ext}`,
          offlineEnteredBy: actor.userId,
          offlineEnteredDate: sql`now()` as never,
          createdBy: actor.accountId,
          lastUpdatedBy: actor.accountId,
        } as never)
        .returning(['wpaApplId', tokenOf('last_updated_date').as('lastUpdatedDate')])
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('wpaApplEvents')
        .values({
          wpaApplId: row.wpaApplId,
          eventType: 'wpa.insertOffline',
          fromStatus: null,
          toStatus: 'ACCEPTED_OFFLINE',
          ...codedRemark('paper', {}),
          actorUserId: actor.userId,
        })
        .execute();
      await kernel.counters.refresh(trx, [{ figures: studentFigures, keys: [body.studentModuleId] }]);
      return {
        wpaApplId: row.wpaApplId,
        wpaStatus: 'ACCEPTED_OFFLINE',
        lastUpdatedDate: row.lastUpdatedDate,
        message: WPA_MSG.offlineDone,
      };
    });
  } catch (e) {
    await Promise.all(stored.map((p) => kernel.store.delete(p).catch(() => undefined)));
    throw e;
  }
}
