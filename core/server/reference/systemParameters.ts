import type { Db } from '../db/connect.js';

/**
 * A system parameter an area needs (sys_params, the kernel's table), with its default: declared
 * in the plugin's index (`systemParameters`) and added by the kernel at start when the database
 * lacks it. One an administrator has set is never changed.
 */
export interface SystemParameterDefault {
  segment: string;
  code: string;
  parmValue1: string;
  parmValue2?: string | null;
  parmValue3?: string | null;
}

/** The kernel's reading of sys_params for the areas (`kernel.systemParameters`). */
export class SystemParameters {
  constructor(private readonly db: Db) {}

  /** The active parameter's first value, or null when there is none. */
  async value(segment: string, code: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('sysParams')
      .select('parmValue1')
      .where('segment', '=', segment)
      .where('code', '=', code)
      .where('active', '=', 'Y')
      .executeTakeFirst();
    return row?.parmValue1 ?? null;
  }
}

/** Adds the enabled plugins' declared parameters that the database lacks (at every start). */
export async function ensureSystemParameters(
  db: Db,
  owners: readonly { id: string; systemParameters?: readonly SystemParameterDefault[] }[],
) {
  const rows = owners.flatMap((o) => o.systemParameters ?? []);
  if (!rows.length) return;
  await db
    .insertInto('sysParams')
    .values(
      rows.map((p) => ({
        segment: p.segment,
        code: p.code,
        parmValue1: p.parmValue1,
        parmValue2: p.parmValue2 ?? null,
        parmValue3: p.parmValue3 ?? null,
      })),
    )
    .onConflict((oc) => oc.columns(['segment', 'code']).doNothing())
    .execute();
}
