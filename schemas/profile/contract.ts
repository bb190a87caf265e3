import { functionCode, routeRef } from '../core/contract';

const own = ['canSelect', 'canUpdate', 'canView', 'canUpload'] as const;

/** What the staff profile area checks: the user's own profile and its photo and image uploads. */
export const profileContract = {
  /** The Personal Profile page (the daily digest's mails link to it through config/app.json 'core.profile'). */
  routes: { detail: routeRef('profile.detail') },
  functions: {
    profile: functionCode({
      code: 'PROFILE',
      description: "The staff member's own profile, photo and rich-text images.",
      grants: { MODULE_CONVENER: own, PROGRAMME_LEADER: own, ACADEMIC_SUPERVISOR: own },
    }),
  },
} as const;
