/**
 * Links between plugins (ARCHITECTURE 'Between plugins'): a plugin names its pages with route
 * references; a plugin that links to another's page declares an external reference, and
 * config/app.json "routes" binds the two by id. Nobody writes another plugin's path, and a link
 * whose target plugin is switched off resolves to nothing, so no dead button is shown.
 */
import { externalRouteRef, routeRef, type ExternalRouteRef, type RouteRef } from '@schemas/core/contract';

export type { RouteRef, ExternalRouteRef };

export type AnyRouteRef<P extends string = string> = RouteRef<P> | ExternalRouteRef<P>;

/** Declared in an area's contract (schemas/<area>/contract.ts); these names stay for the screens. */
export const createRouteRef = routeRef;
export const createExternalRouteRef = externalRouteRef;

/** What the kernel knows once the enabled plugins are loaded. */
export interface RouteRegistry {
  /** Route id → path template under /academic ('academicReviewJobPosting/:jobId/:flag'). */
  paths: ReadonlyMap<string, string>;
  /** External id → route id (config/app.json "routes"). */
  bindings: Readonly<Record<string, string>>;
}

export type LinkTo<P extends string> = (params: Record<P, string | number>) => string;

/** Fills a path template; an optional segment (':x?') without a value is left out. */
export function fillPath(template: string, params: Record<string, string | number>): string {
  const filled = template
    .split('/')
    .flatMap((part) => {
      const m = /^:(\w+)(\?)?$/.exec(part);
      if (!m) return [part];
      const value = params[m[1]!];
      if (value === undefined || value === '') {
        if (m[2]) return [];
        throw new Error(`The link to '${template}' needs '${m[1]}'.`);
      }
      return [encodeURIComponent(String(value))];
    })
    .join('/');
  return academicPath(filled);
}

/** The address of a page path under /academic ('' is the home). */
export const academicPath = (relative: string) => (relative === '' ? '/academic' : `/academic/${relative}`);

/** The address maker of a reference, or undefined when its page is not in this app. */
export function resolveRouteRef<P extends string>(ref: AnyRouteRef<P>, registry: RouteRegistry): LinkTo<P> | undefined {
  const routeId = ref.kind === 'external' ? registry.bindings[ref.id] : ref.id;
  const template = routeId === undefined ? undefined : registry.paths.get(routeId);
  if (template === undefined) return undefined;
  return (params) => fillPath(template, params);
}
