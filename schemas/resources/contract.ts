import { functionCode, GRANTS, routeRef } from '../core/contract';

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
      grants: {
        MODULE_CONVENER: GRANTS.readOnly,
        PROGRAMME_LEADER: GRANTS.readOnly,
        ACADEMIC_SUPERVISOR: GRANTS.readOnly,
      },
    }),
  },
} as const;
