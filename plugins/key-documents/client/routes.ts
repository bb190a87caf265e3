import { createExternalRouteRef } from '@core/client/extensions/routeRefs';

/** Pages of the module area the key documents link to (config/app.json "routes" binds them). */
export const keyDocumentExternalRoutes = {
  /** Where a module is chosen, when the screen is opened with none. */
  moduleList: createExternalRouteRef('key-documents.moduleList'),
};
