import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { FileSigner } from '@core/server/files/fileSigner.js';
import { resourceCalls } from '@schemas/resources/calls';
import { baseUrl, call, callSpec, type SentPayloadOf, signIn } from '../../support/api';
import { kernelSecret, one, openDb, rows } from '../../support/db';

let db: pg.Pool;
let token: string;
let headers: Record<string, string>;
beforeAll(async () => {
  db = openDb();
  token = (await signIn('mc01')).accessToken;
  const cp = await one(
    db,
    `select cp.cohort_prog_id from cohort_programmes cp join programmes p using (prog_id)
       join cohorts c using (cohort_id) where p.prog_code = 'BSCCS' and c.is_current = 'Y'`,
  );
  headers = { 'x-cohort-prog-id': String(cp.cohort_prog_id) };
});
afterAll(async () => {
  await db.end();
});

const searchAll = (body: SentPayloadOf<typeof resourceCalls.searchAll>, h = headers) =>
  callSpec(resourceCalls.searchAll, body, { token, headers: h });
const byId = (resourceId: number) => callSpec(resourceCalls.searchById, { resourceId }, { token, headers });

describe('resource/searchAll lists GENERAL and ACADEMIC resource pages, 20 a page', () => {
  it('answers the first 20 titles and the total of shown pages', async () => {
    const r = await searchAll({ page: 1, pageSize: 20, startRow: 0, recipientList: ['GENERAL', 'ACADEMIC'] });
    expect(r.msg).toBe('SUCCESS');
    expect(r.object.list).toHaveLength(20);
    const { n } = (await one(
      db,
      `select count(*)::int n from resources where active = 'Y' and recipient_type in ('GENERAL','ACADEMIC')`,
    ))!;
    expect(r.object.total).toBe(n);
    expect(n).toBeGreaterThan(20);
    for (const x of r.object.list) expect(['GENERAL', 'ACADEMIC']).toContain(x.recipientType);
  });

  it('answers the second page from startRow', async () => {
    const p1 = await searchAll({ page: 1, pageSize: 20, startRow: 0 });
    const p2 = await searchAll({ page: 2, pageSize: 20, startRow: 20 });
    expect(p2.object.list.length).toBe(p1.object.total - 20);
    const ids = new Set(p1.object.list.map((x: any) => x.resourceId));
    for (const x of p2.object.list) expect(ids.has(x.resourceId)).toBe(false);
  });

  it('never shows STUDENT, PARTNER or ADMIN pages, whatever recipientList says', async () => {
    const r = await searchAll({ page: 1, pageSize: 100, startRow: 0, recipientList: ['STUDENT', 'PARTNER', 'ADMIN'] });
    expect(r.msg).toBe('SUCCESS');
    expect(r.object.list.length).toBeGreaterThan(0);
    for (const x of r.object.list) expect(['GENERAL', 'ACADEMIC']).toContain(x.recipientType);
  });

  it('refuses an unknown recipient type and a bad page size', async () => {
    expect(
      (await call(resourceCalls.searchAll.path, { recipientList: ['EVERYONE'] }, { token, headers })).errorCode,
    ).toBe('VALIDATION');
    expect((await searchAll({ pageSize: 0 })).errorCode).toBe('VALIDATION');
    expect((await searchAll({ startRow: -1 })).errorCode).toBe('VALIDATION');
  });

  it('refuses callers without a token or without a selected programme', async () => {
    expect((await callSpec(resourceCalls.searchAll, {})).errorCode).toBe('UNAUTHORIZED');
    expect((await searchAll({}, {})).errorCode).toBe('FORBIDDEN');
  });
});

describe('resource/searchById answers the page with sanitised content and signed attachment links', () => {
  let handbook: any;
  beforeAll(async () => {
    const { resource_id } = (await one(
      db,
      `select resource_id from resources where resource_page_name = 'WIL Handbook for Academic Supervisors'`,
    ))!;
    handbook = (await byId(resource_id)).object;
  });

  it('has the title, rich content (headings, lists, a link, an image, a table) and four attachments', () => {
    expect(handbook.resourcePageName).toBe('WIL Handbook for Academic Supervisors');
    for (const tag of ['<h2>', '<ol>', '<ul>', '<a href="https://', '<img src="data:image/png;base64,', '<table>']) {
      expect(handbook.displayContent).toContain(tag);
    }
    expect(handbook.displayContent).toContain('rel="noopener noreferrer"');
    expect(handbook.resourceAnnexModelList.map((a: any) => a.fileType).sort()).toEqual(['docx', 'pdf', 'png', 'xlsx']);
  });

  it('serves each attachment through its signed link, with a safe attachment name and the right type', async () => {
    const magic: Record<string, string> = { pdf: '%PDF', docx: 'PK', xlsx: 'PK', png: '\x89PNG' };
    for (const a of handbook.resourceAnnexModelList) {
      expect(a.downloadUrl).toMatch(/^\/files\/resources\/demo\/[\w.-]+\?se=\d+&sp=[^&]+&sid=[\w-]+&sig=/);
      const res = await fetch(`${baseUrl()}${a.downloadUrl}`);
      expect(res.status).toBe(200);
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.subarray(0, 4).toString('latin1').startsWith(magic[a.fileType]!)).toBe(true);
      const cd = res.headers.get('content-disposition')!;
      expect(cd).toMatch(a.fileType === 'png' ? /^inline; filename="[\w.-]+"$/ : /^attachment; filename="[\w.-]+"$/);
    }
  });

  it('refuses a tampered, an expired and a foreign signature', async () => {
    const a = handbook.resourceAnnexModelList.find((x: any) => x.fileType === 'pdf');
    const url = new URL(`${baseUrl()}${a.downloadUrl}`);
    const tampered = new URL(url);
    const sig = url.searchParams.get('sig')!;
    tampered.searchParams.set('sig', (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1));
    expect((await fetch(tampered)).status).toBe(403);

    const signer = new FileSigner(await kernelSecret(db, 'files'));
    const sid = url.searchParams.get('sid')!; // links name the session that made them (issue 14)
    const expired = `${baseUrl()}/files/${a.storagePath}?${signer.suffix(a.storagePath, sid, 60, Date.now() - 3600_000)}`;
    expect((await fetch(expired)).status).toBe(403);

    const other = handbook.resourceAnnexModelList.find((x: any) => x.fileType === 'docx');
    const foreign = `${baseUrl()}/files/${a.storagePath}?${new URL(`${baseUrl()}${other.downloadUrl}`).search.slice(1)}`;
    expect((await fetch(foreign)).status).toBe(403);

    const wrongKey = new FileSigner('not-the-key');
    expect(
      (await fetch(`${baseUrl()}/files/${a.storagePath}?${wrongKey.suffix(a.storagePath, sid, 600)}`)).status,
    ).toBe(403);
  });

  it('sanitised the seed on write: no script, handler, javascript: link or frame is stored', async () => {
    const stored = await rows(db, `select display_content from resources`);
    for (const { display_content } of stored) {
      expect(display_content).not.toMatch(/<script|onclick|javascript:|<iframe/i);
    }
  });

  it('sanitises again on read: a row written around the service shows no script', async () => {
    const { resource_id } = (await one(
      db,
      `insert into resources (resource_page_name, display_content, recipient_type)
       values ('Raw row', '<p onmouseover="x()">Hi</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><iframe src="https://e.com"></iframe>', 'GENERAL')
       returning resource_id`,
    ))!;
    try {
      const r = await byId(resource_id);
      expect(r.msg).toBe('SUCCESS');
      expect(r.object.displayContent).toBe('<p>Hi</p><a>x</a>');
    } finally {
      await db.query('delete from resources where resource_id = $1', [resource_id]);
    }
  });

  it('answers NOT_FOUND for a page of another recipient type or an unknown id', async () => {
    const { resource_id } = (await one(
      db,
      `select resource_id from resources where recipient_type = 'STUDENT' limit 1`,
    ))!;
    expect((await byId(resource_id)).errorCode).toBe('NOT_FOUND');
    expect((await byId(999999)).errorCode).toBe('NOT_FOUND');
  });

  it('refuses a missing or non-numeric id', async () => {
    expect((await call(resourceCalls.searchById.path, {}, { token, headers })).errorCode).toBe('VALIDATION');
    expect((await call(resourceCalls.searchById.path, { resourceId: '1 or 1=1' }, { token, headers })).errorCode).toBe(
      'VALIDATION',
    );
  });
});
