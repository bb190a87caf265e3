import type { PublicRoute, PublicRoutes } from './plugin';

// Each plugin's public pages (plugins/<id>/client/publicRoutes.ts): read at start, with the public
// app, because they are a few bytes of paths and lazy loaders; the pages themselves load when
// visited. Nothing else of a plugin (its index, screens or labels) comes with the public app.
const declared = import.meta.glob<{ default: PublicRoutes }>('/plugins/*/client/publicRoutes.ts', { eager: true });

/**
 * First path segments a plugin's public page cannot take: the kernel's pages (spec 000 §2) and
 * what the server answers itself (core/server/app.ts sends the client only for other paths).
 */
export const RESERVED_SEGMENTS = [
  'academic',
  'api',
  'idp',
  'auth',
  'assets',
  'files',
  'login',
  'forgotUserID',
  'forgotPassword',
  'help',
  'indexAbout',
] as const;

/**
 * The public pages of the enabled plugins, checked: a file declares its own plugin's pages, each
 * path lies under the plugin's id ('wpa/:token'), so two plugins never claim one path, and none
 * takes a kernel page or a server prefix. A breach stops the app, like a duplicate id.
 */
export function collectPublicRoutes(
  files: Record<string, { default: PublicRoutes }>,
  enabled: readonly string[],
): PublicRoute[] {
  const out: PublicRoute[] = [];
  const seen = new Set<string>();
  for (const [file, mod] of Object.entries(files)) {
    const id = /^\/plugins\/([^/]+)\/client\/publicRoutes\.ts$/.exec(file)?.[1];
    const decl = mod.default;
    if (!id || decl?.pluginId !== id) {
      throw new Error(`${file} must declare the public pages of the plugin '${id}' (definePublicRoutes('${id}', …)).`);
    }
    if (!enabled.includes(id)) continue;
    if ((RESERVED_SEGMENTS as readonly string[]).includes(id)) {
      throw new Error(`The plugin '${id}' cannot have public pages: /${id} is the kernel's.`);
    }
    for (const route of decl.routes) {
      const path = route.path.replace(/^\/+/, '');
      if (path !== id && !path.startsWith(`${id}/`)) {
        throw new Error(`The public page '${route.path}' of the plugin '${id}' must lie under /${id}/.`);
      }
      if (seen.has(path)) throw new Error(`Two public pages claim '/${path}'.`);
      seen.add(path);
      out.push({ path, load: route.load });
    }
  }
  return out;
}

/** The enabled plugins' public pages (config/app.json's list, from /api/app-config). */
export const publicRoutesOf = (enabled: readonly string[]) => collectPublicRoutes(declared, enabled);
