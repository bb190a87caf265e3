import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { Counters } from '@core/server/counters/counters';
import { defineFigures, keysIn, perModuleAndStaff, type Figures } from '@core/server/counters/figures';
import { defineTally } from '@core/server/counters/tallies';
import { fieldPoint } from '@schemas/core/contract';

/** Issue 36: the kernel's maintained figures refuse declarations it cannot keep, at start. */
const point = fieldPoint({
  id: 'roster.rows',
  description: 'rows',
  row: ['rowId'],
  fields: {},
  figures: { key: 'row_id', scope: ['group_id'] },
});
const figures = (x: Partial<Figures> = {}): Figures =>
  defineFigures({
    id: 'roster.figures',
    table: 'roster_figures',
    point,
    role: 'owner',
    facts: ['n'],
    truth: (keys) => sql`select 1 where ${keysIn('r.row_id', keys)}`,
    ...x,
  });

describe('Counters: declarations', () => {
  it('takes an owner and a contributor of a point', () => {
    const c = Counters.of([
      { id: 'roster', extensionPoints: [point], figures: [figures()] },
      { id: 'tally', figures: [figures({ id: 'tally.figures', table: 'tally_figures', role: 'contributor' })] },
    ]);
    expect(c.all.map((f) => f.id)).toEqual(['roster.figures', 'tally.figures']);
  });

  it("refuses figures not named '<plugin>.<name>', twice, or owned by another area", () => {
    expect(() => Counters.of([{ id: 'roster', figures: [figures({ id: 'other.figures' })] }])).toThrow(
      "must be named 'roster.<name>'",
    );
    expect(() => Counters.of([{ id: 'roster', figures: [figures(), figures()] }])).toThrow('declared twice');
    expect(() => Counters.of([{ id: 'tally', figures: [figures({ id: 'tally.figures' })] }])).toThrow(
      "only the owner of 'roster.rows'",
    );
  });

  it("keeps an area's tallies, refusing one not named '<plugin>.<name>'", () => {
    const tally = (id: string) =>
      defineTally({ id, table: 'roster_days', by: ['day'], sums: ['n'], truth: () => sql`select 1` });
    expect(Counters.of([{ id: 'roster', tallies: [tally('roster.days')] }]).tallies.map((t) => t.id)).toEqual([
      'roster.days',
    ]);
    expect(() => Counters.of([{ id: 'roster', tallies: [tally('other.days')] }])).toThrow(
      "The tally 'other.days' of 'roster' must be named 'roster.<name>'",
    );
  });

  it("refuses a contributor whose point's owner keeps no figures, and a point without figures", () => {
    expect(() =>
      Counters.of([{ id: 'tally', figures: [figures({ id: 'tally.figures', role: 'contributor' })] }]),
    ).toThrow('whose owner keeps no figures');
    const bare = fieldPoint({ id: 'roster.bare', description: 'b', row: ['rowId'], fields: {} });
    expect(() => Counters.of([{ id: 'roster', figures: [figures({ point: bare })] }])).toThrow('declares no figures');
  });

  it('refuses two rollups of one table with other columns', () => {
    const a = perModuleAndStaff({ table: 'sums', sums: { n: '1' } });
    const b = perModuleAndStaff({ table: 'sums', sums: { m: '1' } });
    expect(() => Counters.of([{ id: 'roster', figures: [figures({ rollups: [...a, ...b] })] }])).toThrow(
      "The rollups of 'sums' declare different columns",
    );
  });

  it('keeps a rollup per module (staff 0) and per academic supervisor (assigned students only)', () => {
    const [all, staff] = perModuleAndStaff({ table: 'sums', sums: { n: '1' }, where: 'f.n > 0' });
    expect(all!.by).toEqual({ cohort_module_id: 'f.cohort_module_id', academic_staff_id: '0::int' });
    expect(all!.where).toBe('f.n > 0');
    expect(staff!.by.academic_staff_id).toBe('f.academic_staff_id');
    expect(staff!.where).toBe('f.academic_staff_id is not null and (f.n > 0)');
  });
});
