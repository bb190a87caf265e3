import type { ServerRoute } from '../plugin.js';
import { academicRoutes } from './academic.js';
import { commonDropDownRoutes } from './commonDropDown.js';
import { forgotRoutes } from './forgot.js';
import { sessionRoutes } from './session.js';

/** The spec calls the kernel itself answers (session, shell, shared reference lists). */
export const kernelRoutes: readonly ServerRoute[] = [
  ...sessionRoutes,
  ...academicRoutes,
  ...forgotRoutes,
  ...commonDropDownRoutes,
];
