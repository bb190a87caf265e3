import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { Ajv } from 'ajv';
import { profileCalls } from '@schemas/profile/calls.js';
import { programmeCalls, XLSX_CONTENT_TYPE } from '@schemas/programmes/calls.js';
import { resourceCalls } from '@schemas/resources/calls.js';
import { baseUrl, call, signIn } from '../../support/api';
import { one, openDb } from '../../support/db';

/**
 * The profile, programmes and resources calls declare their replies (issue 10): /api/docs shows
 * each one, and real answers match the declared schema exactly (nullability included), so the
 * types the screens take from the same schemas are the truth.
 */

type Spec = { path: string; reply?: object; file?: { contentType: string } };
const specs: Spec[] = [
  ...Object.values(profileCalls),
  ...Object.values(programmeCalls),
  ...Object.values(resourceCalls),
];

const ajv = new Ajv({ allErrors: true, strict: false });
const matches = (schema: object, value: unknown) => {
  const check = ajv.compile(schema);
  return check(value) ? [] : (check.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
};

let db: pg.Pool;
let token: string;
let headers: Record<string, string>;
let staffId: number;
let cohortId: number;
beforeAll(async () => {
  db = openDb();
  token = (await signIn('mc01')).accessToken;
  const cp = (await one<{ cohort_prog_id: number; cohort_id: number }>(
    db,
    `select cp.cohort_prog_id, cp.cohort_id from cohort_programmes cp join programmes p using (prog_id)
       join cohorts c using (cohort_id) where p.prog_code = 'BSCCS' and c.is_current = 'Y'`,
  ))!;
  headers = { 'x-cohort-prog-id': String(cp.cohort_prog_id) };
  cohortId = cp.cohort_id;
  staffId = (await one<{ id: number }>(
    db,
    `select a.academic_staff_id as id from academic_staff a join users u using (user_id) where u.account_id = 'mc01'`,
  ))!.id;
});
afterAll(async () => {
  await db.end();
});

describe('/api/docs shows the declared reply of every profile, programmes and resources call', () => {
  it('gives each call its reply schema inside the envelope, or its file type', async () => {
    const doc = (await (await fetch(`${baseUrl()}/api/docs`)).json()) as {
      paths: Record<string, { post: { responses: Record<string, { content: Record<string, { schema: any }> }> } }>;
    };
    for (const spec of specs) {
      const ok = doc.paths[`/api/${spec.path}`]?.post.responses['200']?.content;
      expect(ok, spec.path).toBeDefined();
      if (spec.file) {
        expect(Object.keys(ok!), spec.path).toContain(XLSX_CONTENT_TYPE);
        continue;
      }
      const object = ok!['application/json']!.schema.properties.object;
      const reply = spec.reply as { type: string; required?: string[] };
      // The answer or null, as a type list (a typeof check for the serializer), or an anyOf.
      const variants = (object.anyOf ?? [object]) as { type?: unknown; required?: string[] }[];
      const types = variants.flatMap((v) => [v.type].flat()).filter((t) => t !== 'null');
      if (reply.type === 'null') {
        // A call that answers nothing: the object can only be null.
        expect(types, spec.path).toEqual([]);
        continue;
      }
      expect(types, spec.path).toEqual([reply.type]);
      const declared = variants.find((v) => v.type !== 'null')!;
      if (reply.required) expect([...declared.required!].sort(), spec.path).toEqual([...reply.required].sort());
    }
  });

  it('declares programmeParameters/delete as answering nothing', () => {
    expect(programmeCalls.deleteProgrammeParameters.reply).toEqual({ type: 'null' });
  });
});

describe('real answers match the declared replies exactly', () => {
  it('webSiteSearchById: the own profile, with nulls only where the schema allows them', async () => {
    const r = await call(
      profileCalls.webSiteSearchById.path,
      { roleCode: null, progCode: 'BSCCS', academicStaffId: staffId, cohortId },
      { token },
    );
    expect(r.msg).toBe('SUCCESS');
    expect(matches(profileCalls.webSiteSearchById.reply, r.object)).toEqual([]);
  });

  it('the programme pickers: every row as declared, and the total a number', async () => {
    const p = await call(programmeCalls.searchProgramme.path, { page: 1, pageSize: 5, startRow: 0 }, { token });
    expect(p.msg).toBe('SUCCESS');
    expect(p.object.list.length).toBeGreaterThan(0);
    expect(matches(programmeCalls.searchProgramme.reply, p.object)).toEqual([]);
    const c = await call(programmeCalls.searchCohortProgramme.path, { page: 1, pageSize: 5, startRow: 0 }, { token });
    expect(c.msg).toBe('SUCCESS');
    expect(c.object.list.length).toBeGreaterThan(0);
    expect(matches(programmeCalls.searchCohortProgramme.reply, c.object)).toEqual([]);
  });

  it('the resource pages: titles and one page with its attachments', async () => {
    const list = await call(resourceCalls.searchAll.path, { page: 1, pageSize: 20, startRow: 0 }, { token, headers });
    expect(list.msg).toBe('SUCCESS');
    expect(matches(resourceCalls.searchAll.reply, list.object)).toEqual([]);
    const page = await call(
      resourceCalls.searchById.path,
      { resourceId: list.object.list[0].resourceId },
      { token, headers },
    );
    expect(page.msg).toBe('SUCCESS');
    expect(matches(resourceCalls.searchById.reply, page.object)).toEqual([]);
  });

  it('a schema that is too strict is caught: a profile without its roles does not match', async () => {
    const r = await call(
      profileCalls.webSiteSearchById.path,
      { roleCode: null, progCode: 'BSCCS', academicStaffId: staffId, cohortId },
      { token },
    );
    const { roles: _roles, ...withoutRoles } = r.object;
    expect(matches(profileCalls.webSiteSearchById.reply, withoutRoles)).not.toEqual([]);
  });

  it('refusals stay the envelope with no object: another staff member is FORBIDDEN', async () => {
    const r = await call(
      profileCalls.webSiteSearchById.path,
      { roleCode: null, progCode: 'BSCCS', academicStaffId: staffId + 1, cohortId },
      { token },
    );
    expect(r.errorCode).toBe('FORBIDDEN');
    expect(r.object).toBeNull();
  });
});
