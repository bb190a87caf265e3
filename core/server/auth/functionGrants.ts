import { sql } from 'kysely';
import { PERMISSION_FLAGS, type FunctionCode } from '@schemas/core/contract.js';
import type { Db } from '../db/connect.js';

/**
 * Adds the declared default grants of every enabled plugin's function codes that the database
 * does not have yet: a plugin switched on brings its functions with it, and a grant an
 * administrator has changed (a row that exists) is never overwritten. Roles the database does
 * not know are skipped.
 */
export async function ensureFunctionGrants(
  db: Db,
  owners: readonly { id: string; functions?: readonly FunctionCode[] }[],
) {
  const rows = owners.flatMap((o) =>
    (o.functions ?? []).flatMap((f) =>
      Object.entries(f.grants).map(([roleCode, flags]) => ({
        role_code: roleCode,
        function_code: f.code,
        flags: PERMISSION_FLAGS.map((flag) => ((flags as readonly string[]).includes(flag) ? 'Y' : 'N')),
      })),
    ),
  );
  if (!rows.length) return;
  await sql`
    insert into function_permissions (role_code, function_code, can_select, can_insert, can_update, can_delete,
      can_audit, can_view, can_upload, can_download)
    select x.role_code, x.function_code, x.flags->>0, x.flags->>1, x.flags->>2, x.flags->>3, x.flags->>4,
      x.flags->>5, x.flags->>6, x.flags->>7
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(role_code varchar, function_code varchar, flags jsonb)
      join roles r on r.role_code = x.role_code
    on conflict (role_code, function_code) do nothing`.execute(db);
}

/**
 * A route's permission names a function its own plugin (or the kernel) declares: a typo or a
 * borrowed code stops the start, naming the call.
 */
export function checkDeclaredFunctions(
  owner: string,
  declared: readonly FunctionCode[],
  routes: readonly { path: string; permission?: { functionCode: string } }[],
) {
  const codes = new Set(declared.map((f) => f.code));
  for (const r of routes) {
    if (r.permission && !codes.has(r.permission.functionCode)) {
      throw new Error(
        `The call '${r.path}' of '${owner}' checks the function '${r.permission.functionCode}', which '${owner}' does not declare in its functions.`,
      );
    }
  }
}
