import { defineServerPlugin } from '@core/server/plugin.js';
import { defineRoute, type ProgrammesDb } from './area.js';
import { programmeCalls } from '@schemas/programmes/calls.js';
import { programmesContract } from '@schemas/programmes/contract.js';
import { programmeParameters } from './migrations/001_programme_parameters.js';
import { publishedViews } from './migrations/002_published_views.js';
import { searchProgramme } from './searchProgramme.js';
import { searchCohortProgramme } from './searchCohortProgramme.js';
import { setupRoutes } from './setup/setupRoutes.js';
import { deleteProgrammeParameters } from './deleteProgrammeParameters.js';
import { seedProgrammeSetup } from './seed.js';

/** Programme pickers and the WIL programme setup (spec 001 §2 Pickers and modals, §3, §7). */
export default defineServerPlugin<ProgrammesDb>({
  id: 'programmes',
  description: 'Programmes, cohort programmes and programme parameters, and the programme pickers.',
  functions: Object.values(programmesContract.functions),
  readViews: Object.values(programmesContract.readViews),
  migrations: [programmeParameters, publishedViews],
  routes: [
    defineRoute({
      ...programmeCalls.searchProgramme,
      summary: "Select Programme picker: the caller's programmes, paged, filtered, sorted by code or launch year.",
      auth: 'academic',
      handler: ({ db, scope, body }) => searchProgramme(db, scope.resolved, body),
    }),
    defineRoute({
      ...programmeCalls.searchCohortProgramme,
      summary: "Programme Name by Cohort picker: the caller's cohort programmes, paged and filtered.",
      auth: 'academic',
      handler: ({ db, scope, body }) => searchCohortProgramme(db, scope.resolved, body),
    }),
    ...setupRoutes,
    // Called by the Programme Parameter Report's Delete button: deleting setup is this area's function.
    defineRoute({
      ...programmeCalls.deleteProgrammeParameters,
      summary: 'Deletes a programme parameter record and its supervisors.',
      auth: 'academic',
      permission: { functionCode: 'PROGRAMME_SETUP', flag: 'canDelete' },
      handler: ({ db, scope, body, kernel }) => deleteProgrammeParameters(db, scope, body, kernel),
    }),
  ],
  seed: seedProgrammeSetup,
});
