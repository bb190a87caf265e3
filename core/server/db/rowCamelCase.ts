import { CamelCasePlugin, type PluginTransformResultArgs, type QueryResult, type UnknownRow } from 'kysely';

/**
 * Kysely's CamelCasePlugin with nested objects' keys kept (JSON columns stay as stored; the
 * oidc-provider payloads use snake_case), renaming a result's rows by one list of keys worked
 * out from its first row: every row of a result has its statement's columns, and kysely's own
 * mapping renames key by key through a reduce and copies every array, which cost a page of
 * twenty-column rows more than its parsing.
 */
export class RowCamelCasePlugin extends CamelCasePlugin {
  constructor() {
    super({ maintainNestedObjectKeys: true });
  }

  override async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const rows = args.result.rows;
    if (!Array.isArray(rows) || rows.length === 0) return args.result;
    const keys = Object.keys(rows[0]!);
    const names = keys.map((k) => this.camelCase(k));
    const mapped: UnknownRow[] = new Array(rows.length);
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i]!;
      const out: UnknownRow = {};
      for (let j = 0; j < keys.length; j++) out[names[j]!] = row[keys[j]!];
      mapped[i] = out;
    }
    return { ...args.result, rows: mapped };
  }
}
