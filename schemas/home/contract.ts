import { slotRef } from '../core/contract';

/** The selected cohort programme, as the academic home passes it to what other areas add. */
export interface SelectedProgramme {
  cohortProgId: number;
  progCode: string;
  cohortYear: number;
  /** The caller's roles in this cohort programme (MODULE_CONVENER, PROGRAMME_LEADER, ACADEMIC_SUPERVISOR). */
  roleCodes: readonly string[];
}

/** What the academic home (spec 000 §2) offers other areas. */
export const homeContract = {
  slots: {
    /** Cards beside the User Profile card, for the selected programme. */
    cards: slotRef<SelectedProgramme>('home.cards'),
    /** Full-width panels under the cards (pending reviews, active posts, applications). */
    panels: slotRef<SelectedProgramme>('home.panels'),
    /** Charts under the cards (issue 38: job review's posts and applications by week). */
    charts: slotRef<SelectedProgramme>('home.charts'),
  },
} as const;
