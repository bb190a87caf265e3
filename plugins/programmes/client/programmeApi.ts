import { api } from '@core/client/api';
import type { YesNo } from '@core/shared/audit';
import type { PageRequest, PageResult } from '@core/client/ui/DataGrid';

export interface ProgrammeRow {
  progId: number;
  progCode: string;
  progTitle: string;
  progTitleC: string | null;
  progLaunchYear: number | null;
  deptId: number;
  deptCode: string;
  deptDisplayName: string;
  activeInd: YesNo;
}

export interface CohortProgrammeRow {
  cohortProgId: number;
  cohortId: number;
  cohortYear: number;
  progId: number;
  progCode: string;
  progTitle: string;
  deptCode: string;
  deptDisplayName: string;
  setupInd: YesNo;
}

export interface Department {
  deptId: number;
  deptCode: string;
  deptName: string;
}

export interface ProgrammeFilters {
  progCode?: string;
  progTitle?: string;
  deptId?: number | null;
  activeInd?: YesNo | '';
  progCodeList?: string[];
}

export interface CohortProgrammeFilters {
  cohortId?: number | null;
  deptCode?: string;
  progCode?: string;
  progTitle?: string;
  progCodeList?: string[];
}

export const searchProgramme = (req: PageRequest, f: ProgrammeFilters) =>
  api<PageResult<ProgrammeRow>>('commonDropDown/searchProgramme', { ...req, ...f, orderBy: req.orderBy ?? null });

export const searchCohortProgramme = (req: PageRequest, f: CohortProgrammeFilters) =>
  api<PageResult<CohortProgrammeRow>>('studentProgramme/searchCohortProgramme', {
    ...req,
    ...f,
    orderBy: req.orderBy ?? null,
  });

export const searchAllDept = () => api<Department[]>('commonDropDown/searchAllDept', {});
