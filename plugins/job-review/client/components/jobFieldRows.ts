import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { formatDate, formatDateTime } from '@core/client/format';
import type { JobPost } from '../types';

const money = (v: number | string | null | undefined) =>
  v === null || v === undefined || v === '' ? '' : Number(v).toLocaleString('en-AU');

/** A post's fields by name: the label's key and the value as screens show it. */
const JOB_FIELDS = {
  programme: ['field.programme', (j) => [j.progCode, j.progTitle].filter(Boolean).join(' ')],
  company: ['field.company', (j) => j.companyName],
  jobId: ['field.jobId', (j) => j.jobId],
  employmentType: ['field.employmentType', (j) => j.jobTypeVal],
  jobMode: ['field.jobMode', (j) => j.positionTypeVal],
  vacancies: ['field.vacancies', (j) => j.vacancies],
  salary: [
    'field.salary',
    (j) =>
      j.salaryRangeFrom || j.salaryRangeTo
        ? `HKD ${money(j.salaryRangeFrom)} – ${money(j.salaryRangeTo)}${j.unitVal ? ` / ${j.unitVal}` : ''}`
        : '',
  ],
  daysPerWeek: ['field.daysPerWeek', (j) => j.estimatedNoOfDaysAWeek],
  hoursPerWeek: ['field.hoursPerWeek', (j) => j.estimatedNoOfHoursAWeek],
  commenceEnd: ['field.commenceEnd', (j) => `${formatDate(j.expCommenceDate)} – ${formatDate(j.expEndDate)}`],
  deadline: ['field.deadline', (j) => formatDate(j.lastApplyDate)],
  workLocation: ['field.workLocation', (j) => j.workLocVal],
  otherDesc: ['field.otherDesc', (j) => j.otherDesc],
  received: ['field.received', (j) => j.receivedQty ?? 0],
  approvedDate: ['field.approvedDate', (j) => formatDateTime(j.eventDate)],
} satisfies Record<string, [key: string, value: (job: JobPost) => ReactNode]>;

export type JobFieldName = keyof typeof JOB_FIELDS;

/** The label/value rows of the named fields of a post, in the order given. */
export const jobFieldRows = (t: TFunction, job: JobPost, names: JobFieldName[]): [string, ReactNode][] =>
  names.map((n) => {
    const [key, value] = JOB_FIELDS[n];
    return [t(key), value(job)];
  });
