import type { ReplyOf } from '@core/client/data/call';
import type { wpaCalls } from '@schemas/wpa/calls';

/** The WPA data as the screens use it: the reply schemas' types (schemas/wpa/replies.ts), never a copy. */
export type Wpa = ReplyOf<typeof wpaCalls.searchById>;
export type WpaRow = ReplyOf<typeof wpaCalls.search>['list'][number];
export type HistoryEvent = Wpa['eventList'][number];
export type WpaQuestions = ReplyOf<typeof wpaCalls.searchWpaQuestion>;
export type AcceptedList = ReplyOf<typeof wpaCalls.searchAllAccepted>;
export type AcceptedWpa = AcceptedList['list'][number];
export type WpaActions = Wpa['actions'];

/**
 * What the WPA screens read of the module area's searchModuleById (spec 002 §2, §3): the module
 * card of WPA Management, and the WPA counters this area contributes to it (modules.moduleFacts).
 */
export interface ModuleSummary {
  cohortModuleId: number;
  moduleCode: string;
  moduleName: string;
  cohortYear?: number | null;
  progTitle?: string | null;
  status?: string | null;
  moduleConvenerName?: string | null;
  enrolled?: number | null;
  pendingSendWpaCount?: number | null;
  sendToIsWpaCount?: number | null;
  sendToIsOverWpaCount?: number | null;
  pendingReviewWpaCount?: number | null;
  acceptedWpaCount?: number | null;
  workPerformanceMark?: number | null;
}

/** An academic supervisor of the module (the Assigned-AS filter). */
export interface AcademicItem {
  userId: number;
  userName: string;
}
