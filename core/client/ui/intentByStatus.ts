import type { Intent } from '@blueprintjs/core';

/**
 * A status tag's colour from an area's table of statuses by intent: what the table does not
 * name takes `fallback`.
 */
export function intentByStatus(
  table: Partial<Record<Intent, readonly string[]>>,
  fallback: Intent = 'none',
): (status: string) => Intent {
  const of = new Map(
    Object.entries(table).flatMap(([intent, statuses]) =>
      (statuses ?? []).map((s): [string, Intent] => [s, intent as Intent]),
    ),
  );
  return (status) => of.get(status) ?? fallback;
}
