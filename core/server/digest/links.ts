import { openLinkAddress } from '@core/shared/openLinkAddress.js';
import type { DigestLink } from './digestPoint.js';

/** A digest item's address: the link page (core/shared/openLinkAddress.ts) under the public address. */
export const openUrl = (publicUrl: string, link: DigestLink): string => `${publicUrl}${openLinkAddress(link)}`;

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
  return `${publicUrl}${openLinkAddress({ to: { id: routeId, params: [] } })}`;
}
