import type { DigestLink } from './digestPoint.js';

/** The kernel's page that opens a link after sign-in (core/client/pages/OpenLinkPage.tsx). */
export const OPEN_PATH = '/academic/open';

/**
 * An item's address: the link page with the destination's route id, its path parameters
 * (`p.<name>`), the programme and the choice to set. No plugin path is written here: the browser
 * resolves the route id among the enabled plugins' pages.
 */
export function openUrl(publicUrl: string, link: DigestLink): string {
  const q = new URLSearchParams({ to: link.to.id, prog: String(link.cohortProgId) });
  if (link.choice) {
    q.set('choice', link.choice.ref.id);
    q.set('value', String(link.choice.value));
  }
  for (const name of link.to.params) {
    const v = link.params?.[name];
    if (v !== undefined && v !== null && v !== '') q.set(`p.${name}`, String(v));
  }
  return `${publicUrl}${OPEN_PATH}?${q}`;
}

/**
 * The address of a page the kernel links to through config/app.json "routes" (an external id
 * such as 'core.profile'), or null when no enabled page is bound to it.
 */
export function boundUrl(
  publicUrl: string,
  app: { routes?: Readonly<Record<string, string>> },
  enabled: ReadonlySet<string>,
  externalId: string,
): string | null {
  const routeId = app.routes?.[externalId];
  // A route id is '<owner>.<name>': its page exists only while its owner is on.
  if (!routeId || !enabled.has(routeId.split('.')[0]!)) return null;
  return `${publicUrl}${OPEN_PATH}?${new URLSearchParams({ to: routeId })}`;
}
