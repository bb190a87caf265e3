import { cloneSetupBody, searchCohortProgrammeBody, searchProgrammeBody } from './programmes.js';
import { deleteProgrammeParametersBody } from './deleteProgrammeParameters.js';
import { programmeReplies as r } from './replies.js';

/** The template download answers a workbook, or the envelope when the call is refused. */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The largest Batch Upload WIL Programme Setup file. */
export const SETUP_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

/**
 * The programme picker and WIL programme setup calls (spec 001 §7; setup paths are ours): path,
 * payload and reply in one place. The server declares its routes from these, and the screens'
 * call functions take their types from them. batchUpload is multipart: one workbook in form field
 * 'file', read and checked by the kernel before the handler (core/shared/multipartSpec.ts).
 */
export const programmeCalls = {
  searchProgramme: {
    path: 'commonDropDown/searchProgramme',
    body: searchProgrammeBody,
    reply: r.searchProgramme,
    // The programmes the caller holds in any cohort, narrowed to progCodeList (spec 001 §6).
    scope: { progCodeList: 'progCodeList', reach: 'held' },
  },
  searchCohortProgramme: {
    path: 'studentProgramme/searchCohortProgramme',
    body: searchCohortProgrammeBody,
    reply: r.searchCohortProgramme,
    scope: { progCodeList: 'progCodeList', cohortId: 'cohortId', reach: 'held' },
  },
  downloadTemplate: { path: 'programmeSetup/downloadTemplate', file: { contentType: XLSX_CONTENT_TYPE } },
  batchUpload: {
    path: 'programmeSetup/batchUpload',
    multipart: {
      files: {
        file: { types: ['xlsx', 'xls'], maxBytes: SETUP_UPLOAD_MAX_BYTES, label: 'an Excel workbook (.xlsx or .xls)' },
      },
    },
    reply: r.batchUpload,
  },
  clone: { path: 'programmeSetup/clone', body: cloneSetupBody, reply: r.clone },
  deleteProgrammeParameters: {
    path: 'programmeParameters/delete',
    body: deleteProgrammeParametersBody,
    reply: r.none,
  },
} as const;
