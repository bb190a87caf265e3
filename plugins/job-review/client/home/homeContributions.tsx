import type { SelectedProgramme } from '@schemas/home/contract';
import { ActiveJobPostings } from './ActiveJobPostings';
import { PendingCarousels } from './PendingCarousels';

/** The home panels that only some roles see (spec 000 §6): the slot passes the caller's roles. */
const isConvener = (p: SelectedProgramme) => p.roleCodes.includes('MODULE_CONVENER');
const isLeader = (p: SelectedProgramme) => p.roleCodes.includes('PROGRAMME_LEADER');

export function PendingPanel(p: SelectedProgramme) {
  return isConvener(p) ? <PendingCarousels /> : null;
}

export function ActivePostingsPanel(p: SelectedProgramme) {
  return isConvener(p) || isLeader(p) ? <ActiveJobPostings /> : null;
}
