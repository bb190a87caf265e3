import { scopeFieldNames } from '@core/shared/scopeFields.js';
import type { ServerRoute } from '../plugin.js';

/**
 * A call spec's scope fields checked at start (core/shared/scopeFields.ts): each names a field of
 * the payload schema, a cohort programme is not named beside programme codes, and only signed-in
 * calls have a scope. A fault stops the start with the call's path.
 */
export function checkScopeFields(route: ServerRoute) {
  const fields = route.scope;
  const fault = (what: string) => new Error(`The call '${route.path}' declares scope fields that ${what}.`);
  if (!fields) {
    if (route.scopeRoles) throw fault('are missing: scopeRoles needs them');
    return;
  }
  if (route.auth !== 'academic') throw fault('a public call cannot have');
  const properties = (route.body as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
  const unknown = scopeFieldNames(fields).filter((f) => !Object.hasOwn(properties, f));
  if (unknown.length) throw fault(`its payload does not have (${unknown.join(', ')})`);
  if (fields.cohortProgId && (fields.progCode || fields.progCodeList || fields.cohortYear || fields.cohortId)) {
    throw fault('name a cohort programme beside programmes or a cohort');
  }
  if (fields.reach === 'held' && (fields.cohortProgId || fields.cohortYear)) {
    throw fault("reach 'held' but name a cohort programme or a cohort year");
  }
}
