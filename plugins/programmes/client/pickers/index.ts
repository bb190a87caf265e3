export { SelectProgrammeDialog, type SelectProgrammeDialogProps } from './SelectProgrammeDialog';
export { CohortProgrammeDialog, type CohortProgrammeDialogProps } from './CohortProgrammeDialog';
