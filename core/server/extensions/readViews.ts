/**
 * The register of published read views: view → the enabled plugin that publishes it (its
 * contract's readViews, listed in its index). An area reads another's view that it depends on
 * optionally only after `publishes(view)` answers true (docs/ARCHITECTURE.md 'Read views'): the
 * one way to read an optional view, whether from a call (`kernel.publishes`) or a seed
 * (`ctx.publishes`).
 */
export function publishedViews(plugins: readonly { id: string; readViews?: readonly string[] }[]) {
  const byView: ReadonlyMap<string, string> = new Map(
    plugins.flatMap((p) => (p.readViews ?? []).map((v) => [v, p.id] as const)),
  );
  return { byView, publishes: (view: string) => byView.has(view) };
}
