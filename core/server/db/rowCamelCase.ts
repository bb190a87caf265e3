import { CamelCasePlugin, type PluginTransformResultArgs, type QueryResult, type UnknownRow } from 'kysely';

/**
 * Kysely's CamelCasePlugin with nested objects' keys kept (JSON columns stay as stored; the
 * oidc-provider payloads use snake_case), each identifier's snake_case worked out once, and a
 * result's rows renamed by one list of keys worked out from its first row: every row of a result
 * has its statement's columns, and kysely's own mapping renames key by key through a reduce and
 * copies every array, which cost a page of twenty-column rows more than its parsing.
 */
export class RowCamelCasePlugin extends CamelCasePlugin {
  /** Identifier → snake_case: every statement's names are renamed on the way out, and they are few. */
  private readonly snake = new Map<string, string>();

  constructor() {
    super({ maintainNestedObjectKeys: true });
  }

  protected override snakeCase(str: string): string {
    let name = this.snake.get(str);
    if (name === undefined) {
      name = super.snakeCase(str);
      // Names come from the code and the report definitions; a bound all the same.
      if (this.snake.size < 10_000) this.snake.set(str, name);
    }
    return name;
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
