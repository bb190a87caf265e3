import { programmeCalls, XLSX_CONTENT_TYPE } from '@schemas/programmes/calls.js';
import { type ServerRoute } from '@core/server/plugin.js';
import { defineRoute } from '../area.js';
import { sendFile } from '@core/server/http/fileReply.js';
import { validation } from '@core/server/http/appError.js';
import { ledProgIds } from '../ledProgrammes.js';
import { readSetupSheet } from './readSheet.js';
import { loadLookup, saveSetups } from './saveSetup.js';
import { buildTemplate } from './template.js';
import { validateSetup } from './validateSetup.js';
import { announceWeightings } from '../weightingsChanged.js';
import { cloneSetup } from './cloneSetup.js';

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
    handler: ({ db, body, scope, actor, kernel }) => cloneSetup(db, scope, actor, body, kernel),
  }),
];
