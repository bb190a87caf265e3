import { slotRef } from './contract';

/** What the Insights screen passes each area's charts: the selected programme and cohort. */
export interface InsightsProps {
  cohortProgId: number;
  progCode: string;
  cohortYear: number;
  /** The caller's roles in the selected cohort programme. */
  roleCodes: readonly string[];
}

/**
 * The kernel's Insights screen (/academic/insights, issue 38): a chart slot every area may
 * contribute to with its own calls; the kernel names none of them. Its calls read the selected
 * programme and cohort through the call layer (CallScope on the server).
 */
export const insightsContract = {
  slots: { charts: slotRef<InsightsProps>('core.insights') },
} as const;
