import type { FromSchema } from 'json-schema-to-ts';
import { defineRoute, defineServerPlugin } from '@core/server/plugin.js';
import type { searchCohortProgrammeBody, searchProgrammeBody } from '@schemas/programmes/programmes.js';
import { programmeCalls } from '@schemas/programmes/calls.js';
import { programmesContract } from '@schemas/programmes/contract.js';
import { programmeParameters } from './migrations/001_programme_parameters.js';
import { searchProgramme } from './searchProgramme.js';
import { searchCohortProgramme } from './searchCohortProgramme.js';
import { setupRoutes } from './setup/setupRoutes.js';
import { deleteProgrammeParameters } from './deleteProgrammeParameters.js';
import type { DeleteProgrammeParametersBody } from '@schemas/programmes/deleteProgrammeParameters.js';
import { seedProgrammeSetup } from './seed.js';

/** Programme pickers and the WIL programme setup (spec 001 §2 Pickers and modals, §3, §7). */
export default defineServerPlugin({
  id: 'programmes',
  description: 'Programmes, cohort programmes and programme parameters, and the programme pickers.',
  functions: Object.values(programmesContract.functions),
  migrations: [programmeParameters],
  routes: [
    defineRoute<FromSchema<typeof searchProgrammeBody>>({
      ...programmeCalls.searchProgramme,
      summary: "Select Programme picker: the caller's programmes, paged, filtered, sorted by code or launch year.",
      auth: 'academic',
      handler: searchProgramme,
    }),
    defineRoute<FromSchema<typeof searchCohortProgrammeBody>>({
      ...programmeCalls.searchCohortProgramme,
      summary: "Programme Name by Cohort picker: the caller's cohort programmes, paged and filtered.",
      auth: 'academic',
      handler: searchCohortProgramme,
    }),
    ...setupRoutes,
    // Called by the Programme Parameter Report's Delete button: deleting setup is this area's function.
    defineRoute<DeleteProgrammeParametersBody>({
      ...programmeCalls.deleteProgrammeParameters,
      summary: 'Deletes a programme parameter record and its supervisors.',
      auth: 'academic',
      permission: { functionCode: 'PROGRAMME_SETUP', flag: 'canDelete' },
      handler: ({ db, actor, body }) => deleteProgrammeParameters(db, actor, body),
    }),
  ],
  seed: seedProgrammeSetup,
});
