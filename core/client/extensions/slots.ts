import type { ComponentType } from 'react';

/**
 * Named places on one plugin's screen where other plugins add content (Backstage's extension
 * inputs, VS Code's 'contributes'). The screen's owner renders <Slot name=… props=…/>; each
 * plugin that contributes says so in its index. A plugin switched off contributes nothing, and
 * the slot is simply emptier. The props are the slot's whole contract: a contribution reads
 * what else it needs through its own calls.
 */
export interface Slots {
  /** Cards beside the User Profile card on the academic home (spec 000 §2), for the selected programme. */
  'home.cards': SelectedProgramme;
  /** Full-width panels under the home cards (pending reviews, active posts, applications). */
  'home.panels': SelectedProgramme;
  /** Module Summary (spec 002 §2): buttons to the areas of one cohort module (WPA Management, Assignments, Key Documents). */
  'moduleSummary.actions': ModuleSummary;
  /** Module Summary: counter rows of an area ('Pending send', 'Overdue'…) for the chosen statistics view. */
  'moduleSummary.counters': ModuleSummary & { view: 'module' | 'studentAssigned' };
  /** Student summary (spec 002 §2): one section per area (WPA table, assignments, key documents). */
  'studentSummary.sections': ModuleSummary & { studentModuleId: number };
}

export interface SelectedProgramme {
  cohortProgId: number;
  progCode: string;
  cohortYear: number;
  /** The caller's roles in this cohort programme (MODULE_CONVENER, PROGRAMME_LEADER, ACADEMIC_SUPERVISOR). */
  roleCodes: readonly string[];
}

export interface ModuleSummary {
  cohortModuleId: number;
  /** The caller's roles in the module's cohort programme. */
  roleCodes: readonly string[];
}

export type SlotName = keyof Slots;

/** One plugin's addition to a slot; `load` is only called when the slot is on screen. */
export interface Contribution<K extends SlotName = SlotName> {
  slot: K;
  /** Unique within the plugin; with the plugin id it keys the contribution. */
  id: string;
  /** Place among the slot's contributions, lowest first. */
  order: number;
  load: () => Promise<{ default: ComponentType<Slots[K]> }>;
}

/** Types a contribution by its slot: the slot's name alone decides the props its component gets. */
export const contribute = <K extends SlotName>(slot: K, c: Omit<Contribution<K>, 'slot'>): Contribution<K> => ({
  slot,
  ...c,
});
