import { describe, expect, it } from 'vitest';
import { compileOnly } from '../../support/compileOnly';
import { orderClause, orderFrom, paging, parseSort, checkRange } from '@core/server/db/lists';

const SORT = { job_id: 'jp.job_id', job_title: 'jp.job_title', studentApplQty: 'received_qty' };
const PROTOTYPE_NAMES = ['toString', 'constructor', '__proto__', 'valueOf', 'hasOwnProperty', 'isPrototypeOf'];
const refused = (f: () => unknown, name: string) =>
  expect(f, name).toThrow(
    expect.objectContaining({ errorCode: 'VALIDATION', message: `Sorting by '${name}' is not supported.` }),
  );

describe('parseSort: only the allow-list’s own names sort (issue 27)', () => {
  it('answers the column and the direction of an allowed name', () => {
    expect(parseSort('job_id', SORT)).toEqual({ name: 'job_id', column: 'jp.job_id', desc: false });
    expect(parseSort('job_title DESC', SORT)).toEqual({ name: 'job_title', column: 'jp.job_title', desc: true });
    expect(parseSort('job_title asc', SORT)).toMatchObject({ desc: false });
    expect(parseSort('  job_id   desc ', SORT)).toMatchObject({ column: 'jp.job_id', desc: true });
    expect(parseSort('studentApplQty', SORT)).toMatchObject({ column: 'received_qty' });
  });

  it('nothing sent is no sort', () => {
    for (const none of [null, undefined, '', '   ']) expect(parseSort(none, SORT)).toBeNull();
  });

  it("refuses the names every object inherits ('toString', 'constructor', '__proto__' …)", () => {
    for (const name of PROTOTYPE_NAMES) {
      refused(() => parseSort(name, SORT), name);
      refused(() => parseSort(`${name} DESC`, SORT), `${name} DESC`);
      refused(() => orderClause(name, SORT, 'jp.job_id desc'), name);
    }
  });

  it('a Map is an allow-list too, by its own entries', () => {
    const map = new Map([['prog_code', 'p.prog_code']]);
    expect(parseSort('prog_code DESC', map)).toMatchObject({ column: 'p.prog_code', desc: true });
    for (const name of [...PROTOTYPE_NAMES, 'get', 'size', 'entries']) refused(() => parseSort(name, map), name);
  });

  it('refuses names outside the list, SQL, other directions and case changes of a name', () => {
    for (const bad of [
      'job_type',
      'JOB_ID',
      'job_id; drop table users',
      'job_id desc, password',
      '(select 1)',
      'job_id DESCX',
      'job_id DESC DESC',
      'jp.job_id',
      '1',
      'job_id -- x',
    ]) {
      refused(() => parseSort(bad, SORT), bad);
    }
  });
});

describe('orderClause / orderFrom: the ORDER BY text, then the fallback', () => {
  it('adds nulls last and the fallback as the tie-break', () => {
    expect(orderClause('job_title DESC', SORT, 'jp.job_id desc')).toBe('jp.job_title desc nulls last, jp.job_id desc');
    expect(orderClause('job_id', SORT, 'jp.job_id desc')).toBe('jp.job_id asc nulls last, jp.job_id desc');
    expect(orderClause(null, SORT, 'jp.job_id desc')).toBe('jp.job_id desc');
  });

  it('orderFrom writes only the allow-list’s text into the statement', () => {
    const q = compileOnly()
      .selectFrom('job_posts as jp')
      .selectAll()
      .orderBy(orderFrom('job_title DESC', SORT, 'jp.job_id desc'))
      .compile();
    expect(q.sql).toMatch(/order by jp\.job_title desc nulls last, jp\.job_id desc$/);
    expect(q.parameters).toEqual([]);
  });
});

describe('paging and date ranges', () => {
  it('page 1 of 10 by default; startRow wins; the page size is bounded', () => {
    expect(paging({})).toEqual({ limit: 10, offset: 0 });
    expect(paging({ page: 3, pageSize: 20 })).toEqual({ limit: 20, offset: 40 });
    expect(paging({ page: 3, pageSize: 20, startRow: 5 })).toEqual({ limit: 20, offset: 5 });
    for (const pageSize of [0, 101, 1.5]) {
      expect(() => paging({ pageSize })).toThrow(expect.objectContaining({ errorCode: 'VALIDATION' }));
    }
  });

  it('a start after the end is refused', () => {
    expect(() => checkRange('2026-02-01', '2026-01-01T00:00:00Z')).toThrow(
      expect.objectContaining({ errorCode: 'VALIDATION' }),
    );
    expect(() => checkRange('2026-01-01', '2026-01-01')).not.toThrow();
  });
});
