import type { HeldScope } from '@core/server/auth/scope.js';

/**
 * A programme picker's answer: nothing when the caller holds no programme (no statement runs),
 * else the page `rows` reads (each row with its window's total, `count(*) over ()`) and that total.
 */
export async function pickerPage<R extends { total: number }>(
  scope: HeldScope,
  rows: () => Promise<R[]>,
): Promise<{ list: Omit<R, 'total'>[]; total: number }> {
  if (scope.progIds.length === 0) return { list: [], total: 0 };
  const page = await rows();
  return { list: page.map(({ total: _t, ...r }) => r), total: Number(page[0]?.total ?? 0) };
}
