/** The kernel's page that opens a link (core/client/pages/OpenLinkPage.tsx, issue 39). */
export const OPEN_PATH = '/academic/open';

/**
 * Where a link opens: a page by its route reference (schemas/core/contract.ts `routeRef`), its
 * path parameters, the programme, and a choice of another area to set first (`choiceRef`, e.g.
 * the chosen module), which the link route checks through its owner's `linkChoices`.
 */
export interface OpenLinkTarget {
  to: { readonly id: string; readonly params: readonly string[] };
  params?: Readonly<Record<string, string | number | null | undefined>>;
  /** The cohort programme it opens in; none: the choice's own. */
  cohortProgId?: number | null;
  choice?: { ref: { readonly id: string }; value: number };
}

/**
 * The link page's address (no origin) with the destination's route id, the programme, the choice
 * and the path parameters (`p.<name>`): no plugin path is written, the browser resolves the route
 * id among the enabled plugins' pages. A mail's link (issue 39), or a screen's click that must
 * set a choice its area does not own (an Insights bar opening another area's page for a module).
 */
export function openLinkAddress(link: OpenLinkTarget): string {
  const q = new URLSearchParams({ to: link.to.id });
  if (link.cohortProgId !== undefined && link.cohortProgId !== null) q.set('prog', String(link.cohortProgId));
  if (link.choice) {
    q.set('choice', link.choice.ref.id);
    q.set('value', String(link.choice.value));
  }
  for (const name of link.to.params) {
    const v = link.params?.[name];
    if (v !== undefined && v !== null && v !== '') q.set(`p.${name}`, String(v));
  }
  return `${OPEN_PATH}?${q}`;
}
