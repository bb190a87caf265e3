import { turnitinSettings } from '../../../shared';
import type { AssignPayload } from '../../calls';
import type { CohortModuleAssign } from '../../types';

export type Ind = 'Y' | 'N';
export const TURNITIN_CHECKS = [
  'storeStudentPaperInd',
  'checkStoredPaperInd',
  'checkInternetInd',
  'checkJournalsInd',
  'excludeBibliographyInd',
  'excludeQuotedMaterialInd',
] as const;
type Check = (typeof TURNITIN_CHECKS)[number];
/** The form's values: the assignment as saved, its sequence chosen. */
export type Values = Omit<AssignPayload, 'assignWeight' | 'excludeSmallMatches'> & {
  assignSeq: number;
  assignName: string;
} & Record<Check | 'activeInd' | 'turnitinReqInd', Ind>;

const ind = (v: string | null | undefined): Ind => (v === 'Y' ? 'Y' : 'N');

export const valuesOf = (a: CohortModuleAssign | null, cohortModuleId: number, seq: number): Values =>
  a
    ? {
        cohortModuleAssignId: a.cohortModuleAssignId,
        cohortModuleId,
        assignSeq: a.assignSeq,
        assignName: a.assignName,
        assignDeadline: a.assignDeadline,
        activeInd: a.activeInd === 'N' ? 'N' : 'Y',
        // The indicators as saved.
        turnitinReqInd: ind(a.turnitinReqInd),
        storeStudentPaperInd: ind(a.storeStudentPaperInd),
        checkStoredPaperInd: ind(a.checkStoredPaperInd),
        checkInternetInd: ind(a.checkInternetInd),
        checkJournalsInd: ind(a.checkJournalsInd),
        excludeBibliographyInd: ind(a.excludeBibliographyInd),
        excludeQuotedMaterialInd: ind(a.excludeQuotedMaterialInd),
        lastUpdatedDate: a.lastUpdatedDate,
      }
    : {
        cohortModuleAssignId: null,
        cohortModuleId,
        assignSeq: seq,
        assignName: '',
        assignDeadline: null,
        activeInd: 'Y',
        ...turnitinSettings({ turnitinReqInd: 'N' }),
        lastUpdatedDate: null,
      };
