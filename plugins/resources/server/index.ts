import { defineServerPlugin } from '@core/server/plugin.js';
import { defineRoute, type ResourcesDb } from './area.js';
import { resourceCalls } from '@schemas/resources/calls.js';
import { resourcesContract } from '@schemas/resources/contract.js';
import { resourcesMigration } from './migrations/001_resources.js';
import { searchAllResources, searchResourceById } from './resourceService.js';
import { seedResources } from './seed.js';

/** Resource pages with rich content and attachments (spec 001 §2 Resources, §3, §7). */
export default defineServerPlugin<ResourcesDb>({
  id: 'resources',
  description: 'Resource pages for academic staff and their attachments.',
  functions: Object.values(resourcesContract.functions),
  migrations: [resourcesMigration],
  routes: [
    defineRoute({
      ...resourceCalls.searchAll,
      summary: 'Resource page titles for GENERAL and ACADEMIC recipients, 20 a page.',
      auth: 'academic',
      permission: { functionCode: 'RESOURCES', flag: 'canSelect' },
      handler: searchAllResources,
    }),
    defineRoute({
      ...resourceCalls.searchById,
      summary: 'One resource page: sanitised content and signed, expiring attachment links.',
      auth: 'academic',
      permission: { functionCode: 'RESOURCES', flag: 'canView' },
      handler: searchResourceById,
    }),
  ],
  seed: seedResources,
});
