import { programmeCalls, XLSX_CONTENT_TYPE } from '@schemas/programmes/calls.js';
import { type ServerRoute } from '@core/server/plugin.js';
import { defineRoute } from '../area.js';
import { sendFile } from '@core/server/http/fileReply.js';
import { AppError, forbidden, notFound, validation } from '@core/server/http/appError.js';
import { ledProgIds } from '../ledProgrammes.js';
import { readSetupSheet } from './readSheet.js';
import { loadLookup, saveSetups } from './saveSetup.js';
import { buildTemplate } from './template.js';
import { validateSetup } from './validateSetup.js';
import { announceWeightings } from '../weightingsChanged.js';

/**
 * WIL programme setup (spec 001 §2 'Batch upload and clone calls: not shown'; our paths).
 * Programme leaders only: function PROGRAMME_SETUP in the selected cohort programme, and each
 * programme touched must be one the caller leads.
 */
export const setupRoutes: readonly ServerRoute[] = [
  defineRoute({
    ...programmeCalls.downloadTemplate,
    summary: 'The Batch Upload WIL Programme Setup template (.xlsx).',
    auth: 'academic',
    permission: { functionCode: 'PROGRAMME_SETUP', flag: 'canUpload' },
    async handler({ reply }) {
      const bytes = await buildTemplate();
      return sendFile(reply, bytes, { fileName: 'WIL_Programme_Setup_Template.xlsx', contentType: XLSX_CONTENT_TYPE });
    },
  }),

  defineRoute({
    ...programmeCalls.batchUpload,
    summary: 'Batch Upload WIL Programme Setup: one .xlsx file, all rows or none (multipart field "file").',
    auth: 'academic',
    permission: { functionCode: 'PROGRAMME_SETUP', flag: 'canUpload' },
    // The kernel has read form field 'file' (size and type by content: the call spec's multipart).
    async handler({ request, reply, db, actor, kernel, files, scope }) {
      const upload = files.file;
      if (upload.ext !== 'xlsx') {
        throw validation('Please save the file as an Excel Workbook (.xlsx) and upload it again.');
      }
      const sheet = await readSetupSheet(upload.bytes);
      const lookup = await loadLookup(db, await ledProgIds(scope));
      const { errors, records } = validateSetup(sheet.rows, lookup);
      const all = [...sheet.errors, ...errors].sort((a, b) => a.row - b.row);
      if (all.length) {
        request.log.info({ audit: 'programmeSetup.upload.refused', faults: all.length }, 'setup upload refused');
        return reply.code(400).send({
          msg: `Nothing was saved: ${all.length} problem${all.length === 1 ? '' : 's'} found in the file.`,
          object: { errors: all },
          errorCode: 'VALIDATION',
        });
      }
      const { changed, ...counts } = await db.transaction().execute(async (trx) => {
        const saved = await saveSetups(trx, records, actor.accountId);
        // Other areas' figures that read the weightings follow, in this transaction.
        await announceWeightings(kernel, trx, saved.changed);
        return saved;
      });
      kernel.log.info({ audit: 'programmeSetup.upload', by: actor.accountId, ...counts, changed }, 'setup uploaded');
      return { rows: records.length, ...counts };
    },
  }),

  defineRoute({
    ...programmeCalls.clone,
    summary: "Clone WIL Programme Setup: copies a cohort programme's setup to another cohort of the programme.",
    auth: 'academic',
    permission: { functionCode: 'PROGRAMME_SETUP', flag: 'canInsert' },
    async handler({ db, actor, body, scope, kernel }) {
      const cohortYear = body.cohortYear.trim();
      if (!/^\d{4}$/.test(cohortYear)) throw validation('Cohort must be a year of 4 digits, e.g. 2026.');
      const source = await db
        .selectFrom('cohortProgrammes as cp')
        .innerJoin('programmes as p', 'p.progId', 'cp.progId')
        .innerJoin('cohorts as c', 'c.cohortId', 'cp.cohortId')
        .select(['cp.cohortProgId', 'cp.progId', 'p.progCode', 'c.cohortYear'])
        .where('cp.cohortProgId', '=', body.sourceCohortProgId)
        .executeTakeFirst();
      if (!source) throw notFound();
      if (!(await ledProgIds(scope)).has(source.progId)) {
        throw forbidden(`You are not a Programme Leader of ${source.progCode}.`);
      }
      const target = await db
        .selectFrom('cohortProgrammes as cp')
        .innerJoin('cohorts as c', 'c.cohortId', 'cp.cohortId')
        .select('cp.cohortProgId')
        .where('cp.progId', '=', source.progId)
        .where('c.cohortYear', '=', Number(cohortYear))
        .executeTakeFirst();
      if (!target) throw validation(`Cohort ${cohortYear} does not exist for ${source.progCode}.`);
      if (target.cohortProgId === source.cohortProgId) {
        throw validation('Choose a cohort other than the one you clone from.');
      }
      return db.transaction().execute(async (trx) => {
        const t = trx;
        const from = (await t
          .selectFrom('programmeParameters')
          .selectAll()
          .where('cohortProgId', '=', source.cohortProgId)
          .executeTakeFirst()) as Record<string, unknown> | undefined;
        if (!from) {
          throw notFound(`${source.progCode} ${source.cohortYear} has no WIL programme setup to clone.`);
        }
        const existing = await t
          .selectFrom('programmeParameters')
          .select('programmeParametersId')
          .where('cohortProgId', '=', target.cohortProgId)
          .forUpdate()
          .executeTakeFirst();
        if (existing && !body.overwrite) {
          throw new AppError(
            'CONFLICT',
            `${source.progCode} ${cohortYear} already has a WIL programme setup. Confirm to replace it.`,
          );
        }
        if (existing) {
          await t
            .deleteFrom('programmeParameters')
            .where('programmeParametersId', '=', existing.programmeParametersId)
            .execute();
        }
        const {
          programmeParametersId: fromId,
          createdBy: _cb,
          createdDate: _cd,
          lastUpdatedBy: _lb,
          lastUpdatedDate: _ld,
          ...values
        } = from;
        const { programmeParametersId } = await t
          .insertInto('programmeParameters')
          .values({
            ...values,
            cohortProgId: target.cohortProgId,
            createdBy: actor.accountId,
            lastUpdatedBy: actor.accountId,
          } as never)
          .returning('programmeParametersId')
          .executeTakeFirstOrThrow();
        const sups = await t
          .selectFrom('programmeParameterSupervisors')
          .select('academicStaffId')
          .where('programmeParametersId', '=', fromId as number)
          .execute();
        if (sups.length) {
          await t
            .insertInto('programmeParameterSupervisors')
            .values(sups.map((s) => ({ programmeParametersId, academicStaffId: s.academicStaffId })))
            .execute();
        }
        await announceWeightings(kernel, trx, [target.cohortProgId]);
        return { programmeParametersId, cohortProgId: target.cohortProgId, replaced: Boolean(existing) };
      });
    },
  }),
];
