import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@core/client/api';
import NotFoundPage from '@core/client/pages/NotFoundPage';
import { useSession } from '@core/client/session/SessionContext';
import { DataGrid, type DataGridColumn, type PageRequest } from '@core/client/ui/DataGrid';
import { studentIdNameColumns } from '@core/client/ui/grid/studentIdNameColumns';
import { toast } from '@core/client/ui/toaster';
import { searchYearList, type StudentListCall } from '../calls';
import { SearchToolbar, useSearchText } from '../components/SearchToolbar';
import { studentName } from '../labels';
import type { StudentRow } from '../types';
import { jobReviewCalls } from '@schemas/job-review/calls';

export type YearListKind = 'noApplications' | 'total' | 'inProgress';

const CALLS: Record<YearListKind, StudentListCall> = {
  noApplications: jobReviewCalls.searchNoApplictionsStudents,
  total: jobReviewCalls.searchAcademicTotalNumberStudent,
  inProgress: jobReviewCalls.searchAcademicInProgressStudent,
};

/** Year 0 is all students, 1 to 3 that study year, 4 the Year 4+ group (DOMAIN.md). */
export const parseYear = (y: string | undefined) => (y !== undefined && /^[0-4]$/.test(y) ? Number(y) : null);

/** The active student lists by year (spec 000 §2 'Active student lists'). */
export function StudentYearListPage({ kind }: { kind: YearListKind }) {
  const { year } = useParams();
  const y = parseYear(year);
  if (y === null) return <NotFoundPage inShell />;
  return <YearList kind={kind} year={y} />;
}

function YearList({ kind, year }: { kind: YearListKind; year: number }) {
  const { t } = useTranslation('job-review');
  const s = useSession();
  const search = useSearchText();
  // The call layer sends the selected programme and cohort: a new selection loads again.
  const key = JSON.stringify([search.query, s.programme?.cohortProgId, year, kind]);
  const fetchPage = (p: PageRequest) =>
    searchYearList(CALLS[kind], {
      studentName: search.query,
      page: p.page,
      startRow: p.startRow,
      pageSize: p.pageSize,
      selectYear: year,
      ...(p.orderBy ? { orderBy: p.orderBy } : {}),
    });
  const columns: DataGridColumn<StudentRow>[] = [
    ...studentIdNameColumns<StudentRow>(
      { header: t('col.studentId'), width: 160 },
      { field: 'studentName', header: t('col.studentName'), sortKey: 'student_name', width: 220 },
      studentName,
    ),
    {
      field: 'email',
      header: t('col.email'),
      sortKey: 'email',
      width: 320,
      render: (r) => r.email ?? '',
    },
    {
      field: 'progTitle',
      header: t('col.designatedProgramme'),
      sortKey: 'prog_title',
      width: 300,
      render: (r) => r.progTitle ?? r.progCode ?? '',
    },
  ];
  return (
    <div className="wil-page jr-page">
      <h1>
        {t(`yearList.${kind}`, {
          year: year === 0 ? t('yearList.all') : year === 4 ? t('yearList.year4') : t('yearList.year', { n: year }),
        })}
      </h1>
      <SearchToolbar id="jr-student-search" label={t('yearList.search')} search={search} />
      <DataGrid
        label={t(`yearList.${kind}`, { year })}
        columns={columns}
        fetchPage={fetchPage}
        reloadKey={key}
        // The no-application list only logs a failed call (spec 000 §8).
        onError={(e) =>
          kind === 'noApplications' ? console.error(e) : void toast.error(e instanceof ApiError ? e.message : String(e))
        }
      />
    </div>
  );
}
