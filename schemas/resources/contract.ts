import { functionCode, routeRef } from '../core/contract';

const readOnly = ['canSelect', 'canView', 'canDownload'] as const;

/** What the resources area (spec 001 §2 Resources) offers other areas. */
export const resourcesContract = {
  routes: {
    /** The resource list: the header's Resources/FAQ button links here (config/app.json "routes"). */
    list: routeRef('resources.list'),
  },
  functions: {
    resources: functionCode({
      code: 'RESOURCES',
      description: 'Resource pages and their attachments.',
      grants: { MODULE_CONVENER: readOnly, PROGRAMME_LEADER: readOnly, ACADEMIC_SUPERVISOR: readOnly },
    }),
  },
} as const;
