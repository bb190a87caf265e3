import type { LanguageCode } from '@core/shared/languages.js';
import { ALL_QUESTIONS } from '@schemas/wpa/limits.js';
import type { WpaDetail } from '../services/detail.js';
import { PDF_LABELS, type PdfLabels } from './pdfLabels.js';

/**
 * The printed WPA form (001 §4 'Print WPA Form') as a pdfmake document definition: plain data,
 * built on the request's thread (cheap), laid out and written by a worker (pdfWorker.mjs), since
 * laying out and subsetting the CJK font is the CPU work. Chinese names and text take the
 * regional face of the user's language: Traditional Chinese glyphs for zh-Hant (and English,
 * the institution's default), Simplified for zh-Hans (docs/DECISIONS.md).
 */
export type Face = 'TC' | 'SC';
export const faceOf = (language: LanguageCode): Face => (language === 'zh-Hans' ? 'SC' : 'TC');

/** A document definition: JSON only, so it crosses to the worker by structured clone. */
export type DocDefinition = Record<string, unknown>;

const dash = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v));

/** Part I as the reviewer accepted it: the supervisor's own input when the source is IS. */
function partOne(w: WpaDetail) {
  const row = w as unknown as Record<string, unknown>;
  const is = w.selectStudentOrIs === 'IS';
  const pick = (k: string) => (is ? (row[`${k}Is`] ?? row[k]) : row[k]);
  return {
    wilHours: pick('wilHours'),
    periodStartDate: pick('periodStartDate'),
    periodEndDate: pick('periodEndDate'),
    companyName: pick('companyName'),
    companyAddress: pick('companyAddress'),
    industrySupervisorName: pick('industrySupervisorName'),
    industrySupervisorPosition: pick('industrySupervisorPosition'),
    industrySupervisorPhone: pick('industrySupervisorPhone'),
    industrySupervisorEmail: pick('industrySupervisorEmail'),
  };
}

const heading = (text: string) => ({ text, style: 'h2', margin: [0, 6, 0, 2] });
/** Label and value rows ('compact': the worker's table layout). */
const pairs = (rows: [string, unknown][]) => ({
  table: {
    widths: [120, '*'],
    body: rows.map(([k, v]) => [{ text: k, style: 'label' }, dash(v)]),
  },
  layout: 'compact',
});
/** Label and value pairs two to a row, so Part I takes half the height. */
const pairs2 = (rows: [string, unknown][]) => {
  const body: unknown[][] = [];
  for (let i = 0; i < rows.length; i += 2) {
    const [a, b] = [rows[i]!, rows[i + 1]];
    body.push([
      { text: a[0], style: 'label' },
      dash(a[1]),
      { text: b?.[0] ?? '', style: 'label' },
      b ? dash(b[1]) : '',
    ]);
  }
  return { table: { widths: [95, '*', 95, '*'], body }, layout: 'compact' };
};

export interface PdfInput {
  wpa: WpaDetail;
  language: LanguageCode;
  /** The signature image as a data: URL (png or jpeg), or null without one. */
  signature: string | null;
  /** A signature is stored but does not decode: a note is printed in its place. */
  signatureUnreadable?: boolean;
  /** When it is printed (the footer); a fixed value makes the same bytes for the same WPA. */
  printedAt: string;
}

/** A numbered table with a header row: '#', a wide text column and a narrow one. */
const numberedTable = (headers: [string, string], rows: unknown[][]) => ({
  table: {
    headerRows: 1,
    widths: [20, '*', 90],
    body: [
      [
        { text: '#', style: 'label' },
        { text: headers[0], style: 'label' },
        { text: headers[1], style: 'label' },
      ],
      ...rows,
    ],
  },
  layout: 'compact',
});

/** The title, with the status and the mark on the right. */
const titleRow = (w: WpaDetail, l: PdfLabels) => ({
  columns: [
    { text: l.title, style: 'h1', width: '*' },
    {
      text: `${l.status}: ${l.statuses[w.wpaStatus] ?? w.wpaStatus}\n${l.mark}: ${dash(w.mark)}`,
      alignment: 'right',
      width: 150,
    },
  ],
});

/** Part I: the student, the module and the placement, two pairs to a row. */
function partOneBlock(w: WpaDetail, l: PdfLabels) {
  const p = partOne(w);
  return pairs2([
    [l.student, w.studentName],
    [l.studentId, w.studentAcctId],
    [l.programme, w.progTitle],
    [l.module, [w.moduleCode, w.moduleName].filter(Boolean).join(' ')],
    [l.wilHours, p.wilHours],
    [l.period, `${dash(p.periodStartDate)} – ${dash(p.periodEndDate)}`],
    [l.company, p.companyName],
    [l.address, p.companyAddress],
    [l.supervisor, p.industrySupervisorName],
    [l.position, p.industrySupervisorPosition],
    [l.phone, p.industrySupervisorPhone],
    [l.email, p.industrySupervisorEmail],
  ]);
}

/** The activities given (up to three), or one dash row. */
function activitiesTable(w: WpaDetail, l: PdfLabels) {
  const activities = [1, 2, 3]
    .map((n) => [w[`activity${n}` as keyof WpaDetail], w[`activityProportion${n}` as keyof WpaDetail]] as const)
    .filter(([a]) => a !== null && a !== '');
  const rows = (activities.length ? activities : [['—', null]]).map(([a, prop], i) => [
    String(i + 1),
    dash(a),
    dash(prop),
  ]);
  return numberedTable([l.activity, l.proportion], rows);
}

/** The questions the form has, each with its rating and the rating's words. */
function questionsTable(w: WpaDetail, l: PdfLabels, rated: (r: number | null) => string) {
  const questions = Array.from({ length: ALL_QUESTIONS }, (_, i) => i + 1)
    .map((n) => ({
      n,
      text: w[`wpaQuestion${n}` as keyof WpaDetail] as string | null,
      rating: w[`wpaQuestionResult${n}` as keyof WpaDetail] as number | null,
    }))
    .filter((q) => q.text);
  return numberedTable(
    [l.question, l.rating],
    questions.map((q) => [String(q.n), q.text ?? '', rated(q.rating)]),
  );
}

/** The signature image (or a note), who signed and when. */
function signatureBlock(w: WpaDetail, l: PdfLabels, input: Pick<PdfInput, 'signature' | 'signatureUnreadable'>) {
  const { signature, signatureUnreadable } = input;
  return {
    margin: [0, 6, 0, 0],
    columns: [
      {
        width: 220,
        stack: [
          { text: l.signature, style: 'label' },
          signature
            ? { image: signature, fit: [180, 55], margin: [0, 3, 0, 1] }
            : { text: signatureUnreadable ? l.signatureUnreadable : '—', margin: [0, 4] },
          ...(w.signatureFromPaper ? [{ text: l.fromPaper, style: 'small' }] : []),
        ],
      },
      {
        width: '*',
        stack: [
          { text: `${l.signedBy}: ${dash(w.signature)}`, margin: [0, 14, 0, 2] },
          { text: `${l.signatureDate}: ${dash(w.signatureDate)}` },
        ],
      },
    ],
  };
}

/** The WPA form as one A4 document: Parts I and II, the ratings with their words, comments, signature and date. */
export function wpaPdfDocument(input: PdfInput): DocDefinition {
  const { wpa: w, language, printedAt } = input;
  const l: PdfLabels = PDF_LABELS[language];
  const rated = (r: number | null) => (r === null ? '—' : `${r} ${l.ratings[r] ?? ''}`);
  return {
    pageSize: 'A4',
    pageMargins: [32, 30, 32, 34],
    info: { title: `WPA ${w.wpaApplId}`, subject: l.title, creator: 'WIL Academic' },
    defaultStyle: { font: faceOf(language), fontSize: 8, lineHeight: 1.1 },
    styles: {
      h1: { fontSize: 13, bold: true },
      h2: { fontSize: 9, bold: true, color: '#1f3a68' },
      label: { bold: true, color: '#333333' },
      small: { fontSize: 7, color: '#555555' },
    },
    // Data only (it crosses to the worker): the worker adds 'page/pages' to this line.
    footerText: `WPA ${w.wpaApplId} · ${l.printed} ${printedAt}`,
    content: [
      titleRow(w, l),
      heading(l.partOne),
      partOneBlock(w, l),
      heading(l.activities),
      activitiesTable(w, l),
      heading(l.partTwoA),
      questionsTable(w, l, rated),
      {
        text: `${l.legend}: ${[5, 4, 3, 2, 1, 0].map((r) => `${r} ${l.ratings[r]}`).join(' · ')}`,
        style: 'small',
        margin: [0, 2, 0, 0],
      },
      heading(l.partTwoB),
      pairs([[l.workPerformance, rated(w.workPerformance)]]),
      heading(l.partTwoC),
      pairs([
        [l.strengths, w.strengthArea],
        [l.growth, w.growthArea],
        [l.comments, w.workPerformanceComment],
      ]),
      signatureBlock(w, l, input),
    ],
  };
}
