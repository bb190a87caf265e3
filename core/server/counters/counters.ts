import { sql } from 'kysely';
import type { ChangeRef, FieldPoint } from '@schemas/core/contract.js';
import { FieldPoints } from '../extensions/fieldPoints.js';
import { publishedViews } from '../extensions/readViews.js';
import type { AnyDb as Db, Copy, Figures, FiguresContext, Keys } from './figures.js';
import { columnTypes } from './columnTypes.js';
import { columnsOf, refreshStatement, type RefreshRow } from './refreshStatement.js';
import { applyDeltas, rollupTables, type RollupTable } from './rollupTables.js';
import type { Tally } from './tallies.js';

/** What a refresh asks for: some figures' rows (null: every row). */
export interface RefreshTarget {
  figures: Figures | string;
  keys: Keys;
}

/** What one refresh changed, per figures id: the rows written. */
export type RefreshReport = Map<string, number>;

/** Keys of one figures a run still has to refresh (null: every row). */
type Pending = Map<string, Set<number> | null>;

/** Past this many keys a run refreshes every row of the figures (a rebuild passes no key list). */
const MANY_KEYS = 50_000;

const merge = (into: Pending, id: string, keys: Keys) => {
  if (keys === null || into.get(id) === null) return void into.set(id, null);
  const set = into.get(id) ?? new Set<number>();
  for (const k of keys) set.add(k);
  into.set(id, set.size > MANY_KEYS ? null : set);
};

/**
 * The enabled plugins' maintained figures and the kernel's one way of writing them
 * (docs/ARCHITECTURE.md 'Counters'). A write calls `refresh` once, at its end, in its
 * transaction: the owner's rows of a point are locked first (in key order), then the contributors',
 * each brought to its truth in one statement that also answers the rollups' changes, the kernel
 * following the point (scope changed: the contributors' rows; facts changed: the owner's), and
 * finally the rollup rows in table and key order. So two writers of the same rows wait for each
 * other in one order, and a figure is read after every write it depends on has committed.
 */
export class Counters {
  readonly all: readonly Figures[];
  readonly rollups: Map<string, RollupTable>;
  readonly copies: readonly Copy[];
  /** Sums the areas' writes keep per group (defineTally): check-counters compares and repairs them. */
  readonly tallies: readonly Tally[];
  private readonly byId = new Map<string, Figures>();
  private readonly done = new WeakSet<object>();

  constructor(
    plugins: readonly {
      id: string;
      figures?: readonly Figures[];
      copies?: readonly Copy[];
      tallies?: readonly Tally[];
    }[],
    readonly ctx: FiguresContext,
  ) {
    this.copies = plugins.flatMap((p) => p.copies ?? []);
    this.tallies = plugins.flatMap((p) => p.tallies ?? []);
    for (const p of plugins) {
      for (const t of p.tallies ?? []) {
        if (!t.id.startsWith(`${p.id}.`))
          throw new Error(`The tally '${t.id}' of '${p.id}' must be named '${p.id}.<name>'.`);
      }
    }
    for (const p of plugins) {
      for (const f of p.figures ?? []) {
        if (!f.id.startsWith(`${p.id}.`))
          throw new Error(`The figures '${f.id}' of '${p.id}' must be named '${p.id}.<name>'.`);
        if (this.byId.has(f.id)) throw new Error(`The figures '${f.id}' are declared twice.`);
        if (!f.point.figures) throw new Error(`'${f.id}' keeps figures of '${f.point.id}', which declares no figures.`);
        const owns = f.point.id.startsWith(`${p.id}.`);
        if (owns !== (f.role === 'owner')) {
          throw new Error(`'${f.id}': only the owner of '${f.point.id}' keeps its 'owner' figures.`);
        }
        this.byId.set(f.id, f);
      }
    }
    this.all = [...this.byId.values()];
    for (const f of this.all.filter((x) => x.role === 'contributor')) {
      if (!this.ownerOf(f)) throw new Error(`'${f.id}' follows '${f.point.id}', whose owner keeps no figures.`);
    }
    this.rollups = rollupTables(this.all);
  }

  /** The figures of these plugins, with their contributions (a seed, a grow, the check command). */
  static of(
    plugins: readonly {
      id: string;
      figures?: readonly Figures[];
      copies?: readonly Copy[];
      tallies?: readonly Tally[];
      readViews?: readonly string[];
      extensionPoints?: readonly FieldPoint<any, any>[];
      contributes?: ConstructorParameters<typeof FieldPoints>[0][number]['contributes'];
    }[],
  ): Counters {
    return new Counters(plugins, {
      extensions: new FieldPoints(plugins),
      enabled: new Set(plugins.map((p) => p.id)),
      publishes: publishedViews(plugins).publishes,
    });
  }

  figures(id: string): Figures {
    const f = this.byId.get(id);
    if (!f) throw new Error(`No enabled plugin declares the figures '${id}'.`);
    return f;
  }

  private ownerOf(f: Figures): Figures | undefined {
    return this.all.find((x) => x.role === 'owner' && x.point.id === f.point.id);
  }

  private contributorsOf(f: Figures): Figures[] {
    return this.all.filter((x) => x.role === 'contributor' && x.point.id === f.point.id).sort(byId);
  }

  /**
   * Brings the targets' rows to their truth, and what depends on them, in `trx`. Once per
   * transaction, after the write's own statements: a second call would take rollup rows out of
   * order. Answers the rows written per figures.
   */
  async refresh(db: Db, targets: readonly RefreshTarget[]): Promise<RefreshReport> {
    if (!db.isTransaction) return db.transaction().execute((trx) => this.refresh(trx, targets));
    if (this.done.has(db)) throw new Error('kernel.counters.refresh runs once per transaction, at its end.');
    this.done.add(db);
    const run = new Run(db);
    const pending: Pending = new Map();
    for (const t of targets) merge(pending, typeof t.figures === 'string' ? t.figures : t.figures.id, t.keys);
    // Every point's owner rows first: a contributor's writer and the owner's wait in one order.
    for (const [id, keys] of [...pending].sort(ownersFirst(this))) {
      const f = this.figures(id);
      await run.lock(f.role === 'owner' ? f : this.ownerOf(f)!, keys === null ? null : [...keys]);
    }
    const report: RefreshReport = new Map();
    const deltas = new Map<string, object[]>();
    for (let round = 0; pending.size || run.leftovers().length; round++) {
      if (round > 20) throw new Error('The counters keep changing each other: a cycle between figures.');
      for (const [id, keys] of run.leftovers()) if (!pending.has(id)) merge(pending, id, keys);
      const [id, set] = [...pending].sort(ownersFirst(this))[0]!;
      pending.delete(id);
      const f = this.figures(id);
      const keys = set === null ? null : [...set].sort((a, b) => a - b);
      if (keys !== null && !keys.length) continue;
      await run.lock(f, keys);
      const rows = await this.write(db, f, keys, run.placeholdersOf(f, keys));
      report.set(id, (report.get(id) ?? 0) + rows.filter((r) => r.kind === 'k').length);
      this.collect(f, rows, deltas);
      const scope = rows.filter((r) => r.kind === 'k' && r.scopeChanged).map((r) => r.key!);
      const facts = rows.filter((r) => r.kind === 'k' && r.factsChanged).map((r) => r.key!);
      if (f.role === 'owner' && scope.length) for (const c of this.contributorsOf(f)) merge(pending, c.id, scope);
      if (f.role === 'contributor' && facts.length) merge(pending, this.ownerOf(f)!.id, facts);
    }
    await applyDeltas(db, this.rollups, deltas);
    const rebuilt = targets
      .filter((t) => t.keys === null)
      .map((t) => (typeof t.figures === 'string' ? t.figures : t.figures.id));
    if (rebuilt.length) await this.markBuilt(db, rebuilt);
    return report;
  }

  /**
   * A grow's or seed's rebuild of one area's figures (set-based): when it added rows (`added`),
   * or when the figures were never built whole with the plugins on now; otherwise nothing.
   */
  async rebuild(db: Db, figures: Figures, added: boolean) {
    if (!added && !(await this.stale(db)).includes(figures.id)) return;
    await this.refresh(db, [{ figures, keys: null }]);
    // Rewritten whole: the visibility map and statistics anew, so lists read their indexes alone.
    if (!db.isTransaction) {
      // Every figures table: a contributor's rebuild rewrites the owner's rows too.
      for (const t of [...this.all.map((f) => f.table), ...this.rollups.keys()]) {
        await sql`vacuum (analyze) ${sql.table(t)}`.execute(db);
      }
    }
  }

  /** Records that these figures (all: every one) match the rows with the plugins on now. */
  async markBuilt(db: Db, ids: readonly string[] = this.all.map((f) => f.id)) {
    await sql`insert into kernel_counter_stamps (figures_id, plugins)
      select id, ${this.plugins} from unnest(${[...ids]}::text[]) as u(id)
      on conflict (figures_id) do update set plugins = excluded.plugins, built_date = now()`.execute(db);
  }

  /** The enabled plugins, as a figures' stamp records them. */
  get plugins(): string {
    return [...this.ctx.enabled].sort().join(',');
  }

  /**
   * The figures last built whole with other plugins on than now (or never built whole): their
   * figures that read other areas' may differ from the truth until `npm run check-counters`.
   */
  async stale(db: Db): Promise<string[]> {
    const r = await sql<{ figuresId: string; plugins: string }>`
      select figures_id, plugins from kernel_counter_stamps`.execute(db);
    const built = new Map(r.rows.map((x) => [x.figuresId, x.plugins]));
    return this.all.filter((f) => built.get(f.id) !== this.plugins).map((f) => f.id);
  }

  /**
   * Announces a change of the caller's published data (a programme's weightings) in its
   * transaction: the figures that name it in `refreshOn` are refreshed for the keys it touches.
   */
  async announce<P>(trx: Db, change: ChangeRef<P>, payloads: readonly P[]): Promise<RefreshReport> {
    const targets: RefreshTarget[] = [];
    for (const f of this.all) {
      for (const s of f.refreshOn ?? []) {
        if (s.change.id !== change.id) continue;
        const r = await sql<{ k: number }>`select k from (${s.keys(payloads, this.ctx)}) as t(k)`.execute(trx);
        targets.push({ figures: f, keys: r.rows.map((x) => x.k) });
      }
    }
    return targets.length ? this.refresh(trx, targets) : new Map();
  }

  private async write(trx: Db, f: Figures, keys: Keys, placeholders: readonly number[]): Promise<RefreshRow[]> {
    const types = await columnTypes(trx, f.table);
    return (await refreshStatement(f, keys, placeholders, this.ctx, types).execute(trx)).rows;
  }

  private collect(f: Figures, rows: readonly RefreshRow[], deltas: Map<string, object[]>) {
    for (const r of rows) {
      if (r.kind !== 'r') continue;
      const table = f.rollups![r.rollup!]!.table;
      const list = deltas.get(table) ?? [];
      list.push(r.delta!);
      deltas.set(table, list);
    }
  }
}

/**
 * The rows one refresh holds: each figures' keys locked (null: the table), and the empty rows
 * it added to lock keys that had none, which its write fills or removes.
 */
class Run {
  private readonly locked: Pending = new Map();
  private readonly added = new Map<string, number[]>();

  constructor(private readonly trx: Db) {}

  /** Locks `keys` of the figures in key order (null: the table, against every other writer). */
  async lock(f: Figures, keys: readonly number[] | null) {
    const key = columnsOf(f).key;
    const held = this.locked.get(f.id);
    if (keys === null) {
      if (held !== null) await sql`lock table ${sql.table(f.table)} in share row exclusive mode`.execute(this.trx);
      this.locked.set(f.id, null);
      return;
    }
    if (held === null) return;
    const fresh = keys.filter((k) => !held?.has(k));
    if (!fresh.length) return;
    merge(this.locked, f.id, fresh);
    const added = await sql<{ k: number }>`
      insert into ${sql.table(f.table)} (${sql.ref(key)}) select k from unnest(${fresh}::int[]) as u(k) order by k
      on conflict do nothing returning ${sql.ref(key)} as k`.execute(this.trx);
    await sql`select 1 from ${sql.table(f.table)} where ${sql.ref(key)} = any(${fresh}::int[])
      order by ${sql.ref(key)} for update`.execute(this.trx);
    this.added.set(f.id, [...(this.added.get(f.id) ?? []), ...added.rows.map((r) => r.k)]);
  }

  /** The empty rows added among `keys` (every one: null), handed to their write, which fills or removes them. */
  placeholdersOf(f: Figures, keys: Keys): number[] {
    const added = this.added.get(f.id) ?? [];
    const wanted = keys === null ? null : new Set(keys);
    const inKeys = wanted === null ? added : added.filter((k) => wanted.has(k));
    const taken = new Set(inKeys);
    this.added.set(
      f.id,
      added.filter((k) => !taken.has(k)),
    );
    return inKeys;
  }

  /** Empty rows no write has filled yet: they are refreshed before the run ends. */
  leftovers(): [string, number[]][] {
    return [...this.added].filter(([, keys]) => keys.length);
  }
}

const byId = (a: Figures, b: Figures) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Owners before contributors, then by id: the order figures rows are locked and written in. */
const ownersFirst =
  (c: Counters) =>
  ([a]: [string, unknown], [b]: [string, unknown]) => {
    const fa = c.figures(a);
    const fb = c.figures(b);
    if (fa.role !== fb.role) return fa.role === 'owner' ? -1 : 1;
    return byId(fa, fb);
  };
