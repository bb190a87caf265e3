import { chartFigures, insightChartCall } from '../core/charts.js';
import { PAPER_FORM_FILE, SIGNATURE_FILE } from './limits.js';
import {
  approveBody,
  generatePdfBody,
  insertBody,
  resendToIsBody,
  searchBody,
  searchChartBody,
  searchInsightChartBody,
  searchWpaQuestionBody,
  studentModuleBody,
  updateOverrideWeightBody,
  updateRemarkBody,
  updateStatusAndInputBody,
  updateStatusBody,
  wpaIdBody,
} from './payloads.js';
import {
  decisionReply,
  savedReply,
  searchAllAcceptedReply,
  searchReply,
  searchWpaQuestionReply,
  wpaDetail,
} from './replies.js';
import { remindBody, remindReply } from './supervisor.js';

export const PDF_CONTENT_TYPE = 'application/pdf';

/**
 * The WPA calls of spec 001 §7 and 002 §7: path, payload and reply in one place. The server
 * declares its routes from these, and the screens' call functions and the API tests take their
 * types from them. insert is multipart: the JSON model in form field 'model', the signature image
 * in 'signatureImg' and the paper form in 'file', read and checked by the kernel (types by
 * content, sizes refused while streaming) before the handler. generatePdf answers a PDF, or the
 * JSON envelope when refused.
 */
export const wpaCalls = {
  search: { path: 'wpaAppl/search', body: searchBody, reply: searchReply },
  /** Beyond the spec (issue 38): the Module Summary's WPA forms by status, from the maintained counts. */
  searchChart: { path: 'wpaAppl/searchChart', body: searchChartBody, reply: chartFigures },
  /**
   * Beyond the spec (issue 38): an Insights chart across the programmes read (the selected one
   * unless progCodeList names others), from the maintained daily and per-question figures.
   */
  searchInsightChart: insightChartCall('wpaAppl/searchInsightChart', searchInsightChartBody),
  searchById: { path: 'wpaAppl/searchById', body: wpaIdBody, reply: wpaDetail },
  searchWpaQuestion: { path: 'wpaAppl/searchWpaQuestion', body: searchWpaQuestionBody, reply: searchWpaQuestionReply },
  approve: { path: 'wpaAppl/approve', body: approveBody, reply: decisionReply },
  updateStatusAndInput: {
    path: 'wpaAppl/updateStatusAndInput',
    body: updateStatusAndInputBody,
    reply: decisionReply,
  },
  updateStatus: { path: 'wpaAppl/updateStatus', body: updateStatusBody, reply: decisionReply },
  resendToIS: { path: 'wpaAppl/resendToIS', body: resendToIsBody, reply: decisionReply },
  updateRemark: { path: 'wpaAppl/updateRemark', body: updateRemarkBody, reply: decisionReply },
  searchAllAccepted: { path: 'wpaAppl/searchAllAccepted', body: studentModuleBody, reply: searchAllAcceptedReply },
  updateOverrideWeight: {
    path: 'wpaAppl/updateOverrideWeight',
    body: updateOverrideWeightBody,
    reply: savedReply,
  },
  insert: {
    path: 'wpaAppl/insert',
    body: insertBody,
    multipart: { files: { signatureImg: SIGNATURE_FILE, file: PAPER_FORM_FILE } },
    reply: decisionReply,
  },
  /**
   * Remind the industry supervisors of selected SENT_TO_IS WPAs at once (the 'over' list, issue
   * 31), with the link they were sent: a result per WPA (sent, skipped, refused).
   */
  remind: { path: 'wpaAppl/remind', body: remindBody, reply: remindReply },
  generatePdf: {
    path: 'academicWPAFormPdf/generatePdf',
    body: generatePdfBody,
    file: { contentType: PDF_CONTENT_TYPE },
  },
} as const;
