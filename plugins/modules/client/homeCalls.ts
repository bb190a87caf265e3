import { call } from '@core/client/data/call';
import { modulesHomeCalls } from '@schemas/modules/calls';

/**
 * The home card's call (spec 000 §7 academicHome/searchModule), apart from the screens' so that
 * the home loads only this: the selected cohort programme, as the call layer sends it.
 */
export const searchHomeModules = (signal?: AbortSignal) => call(modulesHomeCalls.searchModule, {}, { signal });
