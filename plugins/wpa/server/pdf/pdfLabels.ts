import type { LanguageCode } from '@core/shared/languages.js';
import en from './labels/en.json' with { type: 'json' };
import zhHant from './labels/zh-Hant.json' with { type: 'json' };
import zhHans from './labels/zh-Hans.json' with { type: 'json' };

/** The printed WPA form's labels in the three languages (spec 000 §1: EN, TC, SC). */
export interface PdfLabels {
  title: string;
  status: string;
  partOne: string;
  student: string;
  studentId: string;
  programme: string;
  module: string;
  wilHours: string;
  period: string;
  company: string;
  address: string;
  supervisor: string;
  position: string;
  phone: string;
  email: string;
  activities: string;
  activity: string;
  proportion: string;
  partTwoA: string;
  question: string;
  rating: string;
  partTwoB: string;
  workPerformance: string;
  partTwoC: string;
  strengths: string;
  growth: string;
  comments: string;
  signature: string;
  signedBy: string;
  signatureDate: string;
  fromPaper: string;
  signatureUnreadable: string;
  mark: string;
  legend: string;
  ratings: Record<number, string>;
  statuses: Record<string, string>;
  printed: string;
}

/** The labels of each language are data (labels/*.json), as the screens' locales are. */
export const PDF_LABELS: Record<LanguageCode, PdfLabels> = { en, 'zh-Hant': zhHant, 'zh-Hans': zhHans };
